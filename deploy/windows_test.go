package deploy

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
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

// TestLocalChainVariants: the local chains' variants of a deployment are
// refused where they contradict each other, before anything is sent.
func TestLocalChainVariants(t *testing.T) {
	mf := &inference.Manifest{}
	mf.Weights.Chunks = make([]inference.Hash, 3) // a manifest of 3 chunks, none of them given
	el := common.HexToAddress("0xde1e")
	for _, tc := range []struct {
		name string
		cfg  Config
		ok   bool
	}{
		{"standalone", Config{Standalone: true, Unmounted: true, Stakes: []Stake{{Operator: el, Amount: big.NewInt(1)}}}, true},
		{"standalone and EigenLayer", Config{Standalone: true, Unmounted: true, DelegationManager: el, Strategy: el}, false},
		{"neither standalone nor EigenLayer", Config{Unmounted: true}, false},
		{"stakes over EigenLayer", Config{Unmounted: true, DelegationManager: el, Strategy: el, Stakes: []Stake{{Operator: el, Amount: big.NewInt(1)}}}, false},
		{"mounting chunks not given", Config{Standalone: true}, false},
		{"pinned", Config{Standalone: true, PinOnly: true}, true},
		{"zk over the alphabet", Config{Standalone: true, Unmounted: true, Step: OneStep{Alphabet: []int{4, 3}, Zk: &ZkKeys{}}}, false},
		{"alphabet", Config{Standalone: true, Unmounted: true, Step: OneStep{Alphabet: []int{4, 3}}}, true},
		{"short window", Config{Standalone: true, Unmounted: true, Game: GameConfig{ChallengeWindow: 100}}, false},
		{"short window, no game", Config{Standalone: true, Unmounted: true, NoGame: true, Game: GameConfig{ChallengeWindow: 100}}, true},
	} {
		tc.cfg.Model = &sim.Model{Manifest: mf}
		err := tc.cfg.defaults()
		if tc.ok != (err == nil) || (err != nil && !errors.Is(err, ErrBadConfig)) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}
