package deploy

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
)

func TestKeyFilesRoundTrip(t *testing.T) {
	kdfs := []KDF{LightKDF}
	if !testing.Short() {
		kdfs = append(kdfs, StandardKDF) // a second or two of scrypt
	}
	for _, kdf := range kdfs {
		dir := t.TempDir()
		key, _ := crypto.GenerateKey()
		kp, _ := bls.GenRandomBlsKeys()
		ep, bp := filepath.Join(dir, "e.json"), filepath.Join(dir, "b.json")
		if err := WriteECDSAKey(ep, key, "pw", kdf); err != nil {
			t.Fatal(err)
		}
		if err := WriteBLSKey(bp, kp, "pw", kdf); err != nil {
			t.Fatal(err)
		}
		// The files are the formats other tools read: a keystore V3
		// account, and eigensdk-go's BLS file.
		raw, _ := os.ReadFile(ep)
		var v3 struct {
			Address string `json:"address"`
			Crypto  struct {
				KDFParams struct{ N int } `json:"kdfparams"`
			} `json:"crypto"`
		}
		if err := json.Unmarshal(raw, &v3); err != nil || "0x"+v3.Address != lower(crypto.PubkeyToAddress(key.PublicKey).Hex()) {
			t.Fatalf("ECDSA file: %s (%v)", raw, err)
		}
		wantN := keystore.LightScryptN
		if kdf == StandardKDF {
			wantN = keystore.StandardScryptN
		}
		if v3.Crypto.KDFParams.N != wantN {
			t.Errorf("scrypt N %d, want %d", v3.Crypto.KDFParams.N, wantN)
		}
		k2, err := ReadECDSAKey(ep, "pw")
		if err != nil || !k2.Equal(key) {
			t.Fatalf("ECDSA round trip: %v", err)
		}
		kp2, err := ReadBLSKey(bp, "pw")
		if err != nil || !kp2.PrivKey.Equal(kp.PrivKey) {
			t.Fatalf("BLS round trip: %v", err)
		}
		if kdf == StandardKDF {
			continue // each scrypt use costs a second: the rest runs on light keys
		}
		if _, err := bls.ReadPrivateKeyFromFile(bp, "pw"); err != nil {
			t.Fatalf("eigensdk-go cannot read the BLS file: %v", err)
		}
		if _, err := ReadECDSAKey(ep, "nope"); !errors.Is(err, ErrPassword) {
			t.Errorf("wrong ECDSA password: %v", err)
		}
		if _, err := ReadBLSKey(bp, "nope"); !errors.Is(err, ErrPassword) {
			t.Errorf("wrong BLS password: %v", err)
		}
		if err := WriteECDSAKey(ep, key, "pw", kdf); !errors.Is(err, ErrKeyExists) {
			t.Errorf("overwrite: %v", err)
		}
		// A BLS reader refuses an ECDSA file, and both refuse garbage.
		if _, err := ReadBLSKey(ep, "pw"); !errors.Is(err, ErrKeyFile) {
			t.Errorf("BLS reader on an ECDSA file: %v", err)
		}
		os.WriteFile(filepath.Join(dir, "junk"), []byte("{"), 0o600)
		if _, err := ReadECDSAKey(filepath.Join(dir, "junk"), "pw"); !errors.Is(err, ErrKeyFile) {
			t.Errorf("junk: %v", err)
		}
		if _, err := ReadBLSKey(filepath.Join(dir, "none"), "pw"); !errors.Is(err, ErrKeyFile) {
			t.Errorf("missing: %v", err)
		}
	}
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}
