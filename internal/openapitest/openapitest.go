// Package openapitest holds what the router's and the aggregator's OpenAPI
// tests share: that a spec describes exactly the routes a service serves.
package openapitest

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/deepcall/deepcall/api"
)

// Operations are the spec's operations as "METHOD /path", sorted.
func Operations(spec []byte) ([]string, error) {
	var s struct {
		OpenAPI string                    `yaml:"openapi"`
		Paths   map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(spec, &s); err != nil {
		return nil, fmt.Errorf("read the spec: %w", err)
	}
	if !strings.HasPrefix(s.OpenAPI, "3.") {
		return nil, fmt.Errorf("openapi %q, want 3.x", s.OpenAPI)
	}
	var ops []string
	for path, methods := range s.Paths {
		for method := range methods {
			ops = append(ops, strings.ToUpper(method)+" "+path)
		}
	}
	slices.Sort(ops)
	return ops, nil
}

// MatchRoutes fails unless the spec's operations are exactly the routes.
func MatchRoutes(spec []byte, routes []api.Route) error {
	ops, err := Operations(spec)
	if err != nil {
		return err
	}
	var served []string
	for _, r := range routes {
		served = append(served, r.Method+" "+r.Path)
	}
	slices.Sort(served)
	if !slices.Equal(ops, served) {
		return fmt.Errorf("the spec has %v, the service serves %v", ops, served)
	}
	return nil
}
