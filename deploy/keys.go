package deploy

import (
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
)

// Key files. ECDSA keys are go-ethereum keystore (V3) files, as the
// eigenlayer CLI and eigensdk-go read them; BLS keys are eigensdk-go's
// encrypted BLS keystore (crypto/bls SaveToFile / ReadPrivateKeyFromFile).
// Both use scrypt with go-ethereum's standard parameters (about a second and
// 256 MiB per encryption or decryption), or with its light ones (geth's
// --lightkdf: milliseconds, for dev chains and tests only). Readers take
// the parameters from the file.

// KDF chooses the scrypt strength of a new key file.
type KDF int

const (
	// StandardKDF is go-ethereum's (and eigensdk-go's) default scrypt.
	StandardKDF KDF = iota
	// LightKDF is go-ethereum's light scrypt: dev chains and tests only.
	LightKDF
)

func (k KDF) params() (n, p int) {
	if k == LightKDF {
		return keystore.LightScryptN, keystore.LightScryptP
	}
	return keystore.StandardScryptN, keystore.StandardScryptP
}

// Environment variables holding the key passwords (the names the
// EigenLayer AVS examples use).
const (
	EnvECDSAPassword = "OPERATOR_ECDSA_KEY_PASSWORD"
	EnvBLSPassword   = "OPERATOR_BLS_KEY_PASSWORD"
)

// Key file errors callers branch on.
var (
	// ErrKeyFile: a key file is missing, unreadable or not a key of its kind.
	ErrKeyFile = errors.New("deploy: bad key file")
	// ErrPassword: the password does not decrypt the key file.
	ErrPassword = errors.New("deploy: wrong key password")
	// ErrKeyExists: keygen would overwrite a key file.
	ErrKeyExists = errors.New("deploy: key file exists")
)

// WriteECDSAKey writes key as a keystore V3 file (refusing to overwrite one).
func WriteECDSAKey(path string, key *ecdsa.PrivateKey, password string, kdf KDF) error {
	if err := mustNotExist(path); err != nil {
		return err
	}
	id, err := uuid.NewRandom()
	if err != nil {
		return err
	}
	k := &keystore.Key{Id: id, Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key}
	n, p := kdf.params()
	data, err := keystore.EncryptKey(k, password, n, p)
	if err != nil {
		return fmt.Errorf("encrypt ECDSA key: %w", err)
	}
	return writeNew(path, data)
}

// ReadECDSAKey decrypts a keystore V3 file.
func ReadECDSAKey(path, password string) (*ecdsa.PrivateKey, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrKeyFile, err)
	}
	k, err := keystore.DecryptKey(data, password)
	if errors.Is(err, keystore.ErrDecrypt) {
		return nil, fmt.Errorf("%w: %s", ErrPassword, path)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrKeyFile, path, err)
	}
	return k.PrivateKey, nil
}

// WriteBLSKey writes kp in eigensdk-go's encrypted BLS keystore format
// (refusing to overwrite a file).
func WriteBLSKey(path string, kp *bls.KeyPair, password string, kdf KDF) error {
	if err := mustNotExist(path); err != nil {
		return err
	}
	var data []byte
	var err error
	if kdf == StandardKDF {
		data, err = kp.EncryptedString(path, password)
	} else {
		// eigensdk-go's file layout with lighter scrypt parameters.
		sk := kp.PrivKey.Bytes()
		n, p := kdf.params()
		var c keystore.CryptoJSON
		if c, err = keystore.EncryptDataV3(sk[:], []byte(password), n, p); err == nil {
			data, err = json.Marshal(struct {
				PubKey string              `json:"pubKey"`
				Crypto keystore.CryptoJSON `json:"crypto"`
			}{kp.PubKey.String(), c})
		}
	}
	if err != nil {
		return fmt.Errorf("encrypt BLS key: %w", err)
	}
	return writeNew(path, data)
}

func mustNotExist(path string) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%w: %s", ErrKeyExists, path)
	}
	return nil
}

// ReadBLSKey decrypts an eigensdk-go BLS keystore file.
func ReadBLSKey(path, password string) (*bls.KeyPair, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrKeyFile, err)
	}
	kp, err := bls.ReadPrivateKeyFromFile(path, password)
	if errors.Is(err, keystore.ErrDecrypt) {
		return nil, fmt.Errorf("%w: %s", ErrPassword, path)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrKeyFile, path, err)
	}
	return kp, nil
}

func writeNew(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return fmt.Errorf("%w: %s", ErrKeyExists, path)
	}
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
