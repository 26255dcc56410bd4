package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/internal/cli"
)

// Key file names keygen writes in --out.
const (
	ecdsaKeyFile = "operator.ecdsa.key.json"
	blsKeyFile   = "operator.bls.key.json"
)

func cmdKeygen(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("keygen", "keygen --out DIR", stderr)
	out := fs.String("out", "", "folder for the key files (required; existing key files are never overwritten)")
	light := fs.Bool("light-kdf", false, "light scrypt (milliseconds instead of a second per use): dev chains and tests only")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *out == "" {
		return fmt.Errorf("%w: --out is required", errUsage)
	}
	ecdsaPass, err := password(deploy.EnvECDSAPassword)
	if err != nil {
		return err
	}
	blsPass, err := password(deploy.EnvBLSPassword)
	if err != nil {
		return err
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		return fmt.Errorf("generate ECDSA key: %w", err)
	}
	kp, err := bls.GenRandomBlsKeys()
	if err != nil {
		return fmt.Errorf("generate BLS key: %w", err)
	}
	kdf := deploy.StandardKDF
	if *light {
		kdf = deploy.LightKDF
	}
	ecdsaPath, blsPath := filepath.Join(*out, ecdsaKeyFile), filepath.Join(*out, blsKeyFile)
	for _, p := range []string{ecdsaPath, blsPath} {
		if _, err := os.Lstat(p); err == nil {
			return fmt.Errorf("%w: %s", deploy.ErrKeyExists, p)
		}
	}
	if err := deploy.WriteECDSAKey(ecdsaPath, key, ecdsaPass, kdf); err != nil {
		return err
	}
	if err := deploy.WriteBLSKey(blsPath, kp, blsPass, kdf); err != nil {
		return err
	}
	pk1, pk2 := blsagg.PubG1(kp), blsagg.PubG2(kp)
	g1, g2 := blsagg.MarshalG1(&pk1), blsagg.MarshalG2(&pk2)
	fmt.Fprintf(stdout, "ecdsa key     %s\n", ecdsaPath)
	fmt.Fprintf(stdout, "bls key       %s\n", blsPath)
	fmt.Fprintf(stdout, "address       %s\n", crypto.PubkeyToAddress(key.PublicKey))
	fmt.Fprintf(stdout, "operator id   %s\n", blsagg.IDOf(&pk1))
	fmt.Fprintf(stdout, "bls pk G1     0x%x\n", g1)
	fmt.Fprintf(stdout, "bls pk G2     0x%x\n", g2)
	return nil
}
