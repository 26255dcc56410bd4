package openapitest

import (
	"testing"

	"github.com/deepcall/deepcall/api"
)

func TestMatchRoutes(t *testing.T) {
	spec := []byte("openapi: 3.0.3\npaths:\n  /v1/a:\n    get: {}\n    post: {}\n")
	both := []api.Route{{Method: "POST", Path: "/v1/a"}, {Method: "GET", Path: "/v1/a"}}
	if err := MatchRoutes(spec, both); err != nil {
		t.Fatal(err)
	}
	if err := MatchRoutes(spec, both[:1]); err == nil {
		t.Fatal("a route in the spec but not served passed")
	}
	if err := MatchRoutes(spec, append(both, api.Route{Method: "GET", Path: "/v1/b"})); err == nil {
		t.Fatal("a route served but not in the spec passed")
	}
	if err := MatchRoutes([]byte("openapi: 2.0\npaths: {}\n"), nil); err == nil {
		t.Fatal("a spec that is not OpenAPI 3 passed")
	}
}
