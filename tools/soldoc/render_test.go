package main

import (
	"strings"
	"testing"
)

func fixture() Contract {
	return Contract{
		Name: "IToken", Kind: "interface", Source: SourceDir + "/IToken.sol",
		ABI: []byte(`[{"type":"function","name":"transfer","inputs":[{"name":"to","type":"address","internalType":"address"},` +
			`{"name":"amount","type":"uint256","internalType":"uint256"}],"outputs":[{"name":"","type":"bool","internalType":"bool"}],` +
			`"stateMutability":"nonpayable"},` +
			`{"type":"event","name":"Transfer","inputs":[{"name":"from","type":"address","indexed":true,"internalType":"address"},` +
			`{"name":"to","type":"address","indexed":true,"internalType":"address"},{"name":"value","type":"uint256","indexed":false,"internalType":"uint256"}],"anonymous":false},` +
			`{"type":"error","name":"Broke","inputs":[{"name":"why","type":"uint8","internalType":"enum Why"}]}]`),
		UserDoc: UserDoc{
			Notice:  "A token.",
			Methods: map[string]Notice{"transfer(address,uint256)": {"Sends `amount` to `to`."}},
			Events:  map[string]Notice{"Transfer(address,address,uint256)": {"Moved."}},
			Errors:  map[string][]Notice{"Broke(uint8)": {{"Out of funds | luck."}}},
		},
		DevDoc: DevDoc{Methods: map[string]Dev{"transfer(address,uint256)": {
			Details: "Reverts Broke.",
			Params:  map[string]string{"to": "the receiver", "amount": "in wei"},
			Returns: map[string]string{"_0": "always true"},
		}}},
	}
}

func TestRender(t *testing.T) {
	types := []Type{{Name: "Why", Kind: "enum", Notice: "Reasons.", Members: []Member{{Name: "None"}, {Name: "Poor", Doc: "no money | none"}}}}
	page, err := Render("2.1.0", []Contract{fixture()}, types)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"# @deepcall/contracts 2.1.0: API reference\n",
		"- [IToken](#itoken) (interface)\n",
		"*interface, `src/IToken.sol`*\n\nA token.\n",
		"function transfer(address to, uint256 amount) external returns (bool)\n",
		"Selector `0xa9059cbb`.\n\nSends `amount` to `to`.\n\nReverts Broke.\n",
		"| `to` | `address` | the receiver |\n| `amount` | `uint256` | in wei |\n",
		"| `#0` | `bool` | always true |\n",
		"event Transfer(address indexed from, address indexed to, uint256 value)\n",
		"Topic `0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef`.\n\nMoved.\n",
		"error Broke(Why why)\n",
		"Selector `0xcb626352`.\n\nOut of funds | luck.\n",
		"| `Poor` | 1 | no money \\| none |\n", // a pipe in a cell is escaped
	} {
		if !strings.Contains(page, want) {
			t.Errorf("reference lacks %q:\n%s", want, page)
		}
	}
	if !strings.HasSuffix(page, "|\n") || strings.Contains(page, "\n\n\n") {
		t.Errorf("blank lines: one between blocks, one newline at the end:\n%q", page)
	}
}

func TestRenderWantsEveryNotice(t *testing.T) {
	c := fixture()
	c.UserDoc.Events = nil
	c.UserDoc.Notice = ""
	_, err := Render("1.0.0", []Contract{c}, nil)
	if err == nil || !strings.Contains(err.Error(), "IToken.Transfer(address,address,uint256)") ||
		!strings.Contains(err.Error(), "no @notice on IToken,") {
		t.Errorf("missing notices not reported: %v", err)
	}
}
