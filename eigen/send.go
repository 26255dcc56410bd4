package eigen

import (
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/deepcall/deepcall/txmgr"
)

// nodeOf is the node m sends to, for the reads and bindings the writers
// need.
func nodeOf(m *txmgr.Manager) (bind.ContractBackend, error) {
	if b := m.Caller(); b != nil {
		return b, nil
	}
	return nil, fmt.Errorf("eigen: the sender's node (%T) cannot call contracts", m.Backend())
}
