package router

import (
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/internal/openapitest"
)

type spec struct {
	OpenAPI string                               `yaml:"openapi"`
	Paths   map[string]map[string]map[string]any `yaml:"paths"`
	Comps   struct {
		Schemas map[string]struct {
			Enum []string `yaml:"enum"`
		} `yaml:"schemas"`
	} `yaml:"components"`
}

func loadSpec(t *testing.T) spec {
	t.Helper()
	var s spec
	if err := yaml.Unmarshal(OpenAPI(), &s); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(s.OpenAPI, "3.") {
		t.Fatalf("openapi %q", s.OpenAPI)
	}
	return s
}

// TestOpenAPIMatchesRoutes: every operation in the spec is served and every
// served route is in the spec; the error codes and statuses agree too.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	s := loadSpec(t)
	if err := openapitest.MatchRoutes(OpenAPI(), Routes()); err != nil {
		t.Fatal(err)
	}

	// Each route answers on the wire with neither 404-no-route nor 405.
	h := start(t, t.TempDir(), localDispatcher(t), nil)
	task := h.submit([]int{1}, 1)
	for _, r := range Routes() {
		path := strings.ReplaceAll(r.Path, "{id}", task.ID)
		body := strings.NewReader(`{"prompt":[1],"n":2}`)
		req, _ := http.NewRequest(r.Method, h.srv.URL+path, body)
		resp, b := h.do(req)
		if resp.StatusCode == 404 || resp.StatusCode == 405 {
			t.Errorf("%s %s: %d %s", r.Method, path, resp.StatusCode, b)
		}
		// Every status the handler gave is documented for the operation.
		ops := s.Paths[r.Path][strings.ToLower(r.Method)]
		responses, _ := ops["responses"].(map[string]any)
		if _, ok := responses[strconv.Itoa(resp.StatusCode)]; !ok {
			t.Errorf("%s %s answered %d, not in the spec", r.Method, r.Path, resp.StatusCode)
		}
	}

	codes := s.Comps.Schemas["ErrorCode"].Enum
	all := slices.Clone(AllCodes)
	slices.Sort(codes)
	slices.Sort(all)
	if !slices.Equal(codes, all) {
		t.Fatalf("spec codes %v, the router's %v", codes, all)
	}
	for _, c := range AllCodes {
		if !slices.Contains(api.Codes(), c) {
			t.Errorf("code %s is not package api's", c)
		}
	}
	var statuses []string
	for _, st := range []Status{StatusQueued, StatusExecuting, StatusSigned, StatusSubmitted, StatusLanded, StatusDone, StatusFailed} {
		statuses = append(statuses, string(st))
	}
	if got := s.Comps.Schemas["Status"].Enum; !slices.Equal(got, statuses) {
		t.Fatalf("spec statuses %v, want %v", got, statuses)
	}
}

// TestOpenAPIFields: every JSON field of what the router sends (a task, its
// result, a health model) is described in the spec, and the request's
// prompt is documented both as ids and as text.
func TestOpenAPIFields(t *testing.T) {
	var s struct {
		Comps struct {
			Schemas map[string]map[string]any `yaml:"schemas"`
		} `yaml:"components"`
	}
	if err := yaml.Unmarshal(OpenAPI(), &s); err != nil {
		t.Fatal(err)
	}
	props := func(schema map[string]any, path ...string) map[string]any {
		cur := schema
		for _, p := range path {
			next, _ := cur["properties"].(map[string]any)[p].(map[string]any)
			if p == "models" {
				next, _ = next["items"].(map[string]any)
			}
			cur = next
		}
		out, _ := cur["properties"].(map[string]any)
		return out
	}
	check := func(name string, v any, have map[string]any) {
		rt := reflect.TypeOf(v)
		for i := range rt.NumField() {
			tag := strings.Split(rt.Field(i).Tag.Get("json"), ",")[0]
			if tag == "" || tag == "-" {
				continue
			}
			if _, ok := have[tag]; !ok {
				t.Errorf("%s.%s is not in openapi.yaml", name, tag)
			}
		}
	}
	task := s.Comps.Schemas["Task"]
	check("Task", api.Task{}, props(task))
	check("Task.signatures", api.Signatures{}, props(task, "signatures"))
	check("Task.result", api.Result{}, props(task, "result"))
	check("Task.result.assignment", api.Assignment{}, props(task, "result", "assignment"))
	acceptances, _ := props(task, "result", "assignment")["acceptances"].(map[string]any)
	acceptance, _ := acceptances["items"].(map[string]any)
	check("Task.result.assignment.acceptances[]", api.Acceptance{}, acceptance["properties"].(map[string]any))
	check("Health.models[]", HealthModel{}, props(s.Comps.Schemas["Health"], "models"))

	prompt, _ := props(s.Comps.Schemas["TaskRequest"])["prompt"].(map[string]any)
	var kinds []string
	for _, alt := range prompt["oneOf"].([]any) {
		kinds = append(kinds, alt.(map[string]any)["type"].(string))
	}
	if !slices.Equal(kinds, []string{"array", "string"}) {
		t.Fatalf("TaskRequest.prompt is %v, want ids (array) or text (string)", kinds)
	}
}
