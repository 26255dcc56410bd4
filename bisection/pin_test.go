package bisection

import (
	"context"
	"encoding/json"
	"testing"
)

// Pinned values for the Solidity twin of the alphabet step to share.
func TestAlphabetPinned(t *testing.T) {
	s0 := AlphabetStep(AlphabetAnchor, 0)
	s1 := AlphabetStep(s0, 1)
	t.Logf("s0 %s s1 %s", s0, s1)
	for _, c := range []struct{ got, want string }{
		{AlphabetAnchor.String(), "0xbb3723770add107919ce85c8aa68d087488f2d8cb6a1190f23f79d89b1a8c6d9"},
		{s0.String(), "0x40eecb91e8317d35012926aad0e9498960e5790da0e85ea3d09a9383a8a422ae"},
		{s1.String(), "0xbaa2411a2bf8f8654489c9272f1dd5c8d8bf88f0acde8ac26f1403f251320d83"},
	} {
		if c.got != c.want {
			t.Errorf("got %s, want %s", c.got, c.want)
		}
	}
}

// The transcript is what the browser lab reads: it must survive JSON.
func TestTranscriptJSON(t *testing.T) {
	tr, err := Lab(context.Background(), LabConfig{Tokens: 9, Diverge: 8, Liar: Challenger})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Levels  []string `json:"levels"`
		Entries []struct {
			By      string `json:"by"`
			Verdict string `json:"verdict"`
			Window  Window `json:"window"`
		} `json:"entries"`
		Outcome struct {
			Winner string `json:"winner"`
			Reason string `json:"reason"`
		} `json:"outcome"`
	}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Outcome.Winner != "defender" || back.Outcome.Reason != "one-step" || len(back.Entries) != len(tr.Entries) || back.Levels[0] != "tokens" {
		t.Fatalf("%s", b)
	}
	if back.Entries[1].By != "challenger" || back.Entries[1].Window != (Window{Lo: -1, Hi: 15}) {
		t.Fatalf("%+v", back.Entries[1])
	}
}
