package eigen

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"
)

func TestLoadState(t *testing.T) {
	s, err := LoadState()
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Alloc) < 100 {
		t.Fatalf("%d accounts", len(s.Alloc))
	}
	// The addresses of eigensdk-go's deployment outputs (31337).
	for name, want := range map[string]string{
		"delegationManager":   "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
		"registryCoordinator": "0x95401dc811bb5740090279Ba06cfA8fcF6113778",
		"strategy":            "0x67d269191c92Caf3cD7723F116c85e6E9bf55933",
	} {
		if got := s.All[name]; got.Hex() != want {
			t.Errorf("%s = %s, want %s", name, got.Hex(), want)
		}
	}
	// Proxies point at implementations that have code too.
	dm := s.Alloc[s.Addresses.DelegationManager]
	if len(dm.Code) == 0 || len(dm.Storage) == 0 {
		t.Fatalf("DelegationManager proxy: %d bytes of code, %d slots", len(dm.Code), len(dm.Storage))
	}
	impl := s.All["delegationManagerImplementation"]
	if len(s.Alloc[impl].Code) < 10_000 {
		t.Errorf("DelegationManager implementation %s has %d bytes of code", impl, len(s.Alloc[impl].Code))
	}
	// Each call decodes a fresh copy.
	s2, _ := LoadState()
	s2.Alloc[s.Addresses.DelegationManager].Code[0] ^= 1
	if s.Alloc[s.Addresses.DelegationManager].Code[0] == s2.Alloc[s.Addresses.DelegationManager].Code[0] {
		t.Error("LoadState shares its buffers between calls")
	}
	if s.Source == "" {
		t.Error("no source recorded")
	}
}

func TestDecodeStateErrors(t *testing.T) {
	gz := func(s string) []byte {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		io.WriteString(w, s)
		w.Close()
		return b.Bytes()
	}
	for name, in := range map[string][]byte{
		"not gzip":     []byte("{}"),
		"not json":     gz("{"),
		"bad address":  gz(`{"addresses":{"delegationManager":"0x12"},"accounts":{}}`),
		"missing role": gz(`{"addresses":{},"accounts":{}}`),
		"bad balance":  gz(`{"addresses":{},"accounts":{"0x0000000000000000000000000000000000000001":{"balance":"zz"}}}`),
		"bad storage":  gz(`{"addresses":{},"accounts":{"0x0000000000000000000000000000000000000001":{"balance":"0x0","storage":{"0x1":"0xzz"}}}}`),
		"code not hex": gz(`{"addresses":{},"accounts":{"0x0000000000000000000000000000000000000001":{"balance":"0x0","code":"0xz"}}}`),
	} {
		if _, err := decodeState(in); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}
