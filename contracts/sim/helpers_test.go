package sim_test

import (
	"encoding/json"
	"math/big"
	"strings"
)

func bigInt(i int) *big.Int { return new(big.Int).SetInt64(int64(i)) }

func jsonUnmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }

func lowerHex(s string) string { return strings.ToLower(s) }

func truncate(b []byte) string {
	if len(b) > 600 {
		return string(b[:600]) + "…"
	}
	return string(b)
}
