package economy

import (
	"encoding/hex"
	"strings"
)

func hexBytes(s string) ([]byte, error) {
	return hex.DecodeString(strings.TrimPrefix(s, "0x"))
}
