package deploy

import (
	"errors"
	"testing"
)

// TestChallengeWindowOutlastsReferenceWindow: a landing can name a
// reference block ReferenceWindow blocks back, and challenges open only
// within ChallengeWindow blocks of it; a deployment where the first is not
// shorter by MinChallengePeriod would let a late wrong answer stand, and is
// refused before anything is sent.
func TestChallengeWindowOutlastsReferenceWindow(t *testing.T) {
	for _, tc := range []struct {
		reference, challenge uint64
		ok                   bool
	}{
		{0, 0, true}, // the defaults: 256 and 1000
		{256, 256, false},
		{256, 100, false},
		{256, 256 + MinChallengePeriod - 1, false},
		{256, 256 + MinChallengePeriod, true},
	} {
		c := Config{ReferenceWindow: tc.reference, Game: GameConfig{ChallengeWindow: tc.challenge}}
		if err := c.Game.defaults(); err != nil {
			t.Fatal(err)
		}
		if c.ReferenceWindow == 0 {
			c.ReferenceWindow = DefaultReferenceWindow
		}
		err := c.checkWindows()
		if tc.ok != (err == nil) || (err != nil && !errors.Is(err, ErrBadConfig)) {
			t.Errorf("reference %d, challenge %d: %v", c.ReferenceWindow, c.Game.ChallengeWindow, err)
		}
	}
}
