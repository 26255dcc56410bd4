package aggregator

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"net/http"
	"net/http/httptest"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"gopkg.in/yaml.v3"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/internal/nonzero"
	"github.com/deepcall/deepcall/internal/openapitest"
)

type aggSpec struct {
	Paths map[string]map[string]struct {
		Responses map[string]any `yaml:"responses"`
	} `yaml:"paths"`
	Comps struct {
		Schemas map[string]map[string]any `yaml:"schemas"`
	} `yaml:"components"`
}

func loadAggSpec(t *testing.T) aggSpec {
	t.Helper()
	var s aggSpec
	if err := yaml.Unmarshal(OpenAPI(), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// conform checks a decoded JSON value against a schema of the spec: every
// object key is a described property, required ones are there, and types,
// enums and patterns hold. It returns what does not match.
func (s aggSpec) conform(schema map[string]any, v any, at string) []string {
	if ref, ok := schema["$ref"].(string); ok {
		return s.conform(s.Comps.Schemas[strings.TrimPrefix(ref, "#/components/schemas/")], v, at)
	}
	var bad []string
	if all, ok := schema["allOf"].([]any); ok {
		for _, sub := range all {
			bad = append(bad, s.conform(sub.(map[string]any), v, at)...)
		}
	}
	fail := func(format string, args ...any) []string { return append(bad, at+": "+fmt.Sprintf(format, args...)) }
	switch schema["type"] {
	case "object":
		m, ok := v.(map[string]any)
		if !ok {
			return fail("%T, want an object", v)
		}
		props, _ := schema["properties"].(map[string]any)
		for k, val := range m {
			p, ok := props[k].(map[string]any)
			if !ok {
				bad = append(bad, at+"."+k+": not in the spec")
				continue
			}
			bad = append(bad, s.conform(p, val, at+"."+k)...)
		}
		req, _ := schema["required"].([]any)
		for _, k := range req {
			if _, ok := m[k.(string)]; !ok {
				bad = append(bad, at+"."+k.(string)+": required, absent")
			}
		}
	case "array":
		a, ok := v.([]any)
		if !ok {
			return fail("%T, want an array", v)
		}
		items, _ := schema["items"].(map[string]any)
		for i, e := range a {
			bad = append(bad, s.conform(items, e, at+"["+strconv.Itoa(i)+"]")...)
		}
	case "string":
		str, ok := v.(string)
		if !ok {
			return fail("%T, want a string", v)
		}
		if enum, ok := schema["enum"].([]any); ok && !slices.Contains(enum, any(str)) {
			return fail("%q not in %v", str, enum)
		}
		if p, ok := schema["pattern"].(string); ok && !regexp.MustCompile(p).MatchString(str) {
			return fail("%q does not match %s", str, p)
		}
	case "integer":
		if f, ok := v.(float64); !ok || f != math.Trunc(f) {
			return fail("%v, want an integer", v)
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			return fail("%v, want a boolean", v)
		}
	}
	return bad
}

// fields checks that every JSON field of the Go type is described in the
// schema (absent fields of one answer are then still covered).
func (s aggSpec) fields(t *testing.T, name string, v any, schema map[string]any) {
	t.Helper()
	if ref, ok := schema["$ref"].(string); ok {
		schema = s.Comps.Schemas[strings.TrimPrefix(ref, "#/components/schemas/")]
	}
	props, _ := schema["properties"].(map[string]any)
	rt := reflect.TypeOf(v)
	for i := range rt.NumField() {
		tag := strings.Split(rt.Field(i).Tag.Get("json"), ",")[0]
		if tag == "" || tag == "-" {
			continue
		}
		if _, ok := props[tag]; !ok {
			t.Errorf("%s.%s is not in openapi.yaml", name, tag)
		}
	}
}

// TestOpenAPI: the spec describes exactly the routes served, its codes and
// statuses are the aggregator's, every field of the wire types is in it,
// and what a running aggregator answers (a job through to landed, and each
// kind of refusal) conforms to it with a documented status.
func TestOpenAPI(t *testing.T) {
	s := loadAggSpec(t)
	if err := openapitest.MatchRoutes(OpenAPI(), Routes()); err != nil {
		t.Fatal(err)
	}
	enum := func(name string) []string {
		var out []string
		for _, v := range s.Comps.Schemas[name]["enum"].([]any) {
			out = append(out, v.(string))
		}
		return out
	}
	if codes := enum("ErrorCode"); !slices.Equal(codes, Codes) {
		t.Fatalf("spec codes %v, the aggregator's %v", codes, Codes)
	}
	for _, c := range Codes {
		if !slices.Contains(api.Codes(), c) {
			t.Errorf("code %s is not package api's", c)
		}
	}
	statuses := []string{string(StatusQueued), string(StatusSigning), string(StatusSigned), string(StatusSubmitted), string(StatusLanded), string(StatusFailed)}
	if got := enum("Status"); !slices.Equal(got, statuses) {
		t.Fatalf("spec statuses %v, want %v", got, statuses)
	}
	job := s.Comps.Schemas["Job"]
	props := func(schema map[string]any, name string) map[string]any {
		p, _ := schema["properties"].(map[string]any)[name].(map[string]any)
		return p
	}
	s.fields(t, "JobRequest", api.JobRequest{}, s.Comps.Schemas["JobRequest"])
	s.fields(t, "Job", api.Job{}, job)
	s.fields(t, "Rejection", api.Rejection{}, s.Comps.Schemas["Rejection"])
	s.fields(t, "Aggregate", api.Aggregate{}, s.Comps.Schemas["Aggregate"])
	s.fields(t, "Sharded", api.Sharded{}, s.Comps.Schemas["Sharded"])
	s.fields(t, "Shard", api.Shard{}, props(s.Comps.Schemas["Sharded"], "shards")["items"].(map[string]any))

	w := newWorld(t, worldOpts{})
	srv := httptest.NewServer(w.agg.Handler(nil))
	t.Cleanup(srv.Close)
	answer := func(method, path, body string, op string) (int, any) {
		t.Helper()
		req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		raw, _ := io.ReadAll(res.Body)
		if _, ok := s.Paths[op][strings.ToLower(method)].Responses[strconv.Itoa(res.StatusCode)]; !ok {
			t.Errorf("%s %s answered %d, not in the spec: %s", method, path, res.StatusCode, raw)
		}
		var v any
		if strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatalf("%s %s: %v", method, path, err)
			}
		}
		return res.StatusCode, v
	}
	check := func(what, schema string, v any) {
		t.Helper()
		for _, b := range s.conform(map[string]any{"$ref": "#/components/schemas/" + schema}, v, what) {
			t.Error(b)
		}
	}

	submit := `{"task_id": "spec-1", "prompt": [1, 9], "n": 3}`
	st, v := answer("POST", "/v1/jobs", submit, "/v1/jobs")
	if st != http.StatusAccepted {
		t.Fatalf("submit: %d %v", st, v)
	}
	check("submitted", "Job", v)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ag := api.NewAggregatorClient(srv.URL, nil)
	for j, after := (*api.Job)(nil), int64(-1); j == nil || !j.Status.Final(); after = j.Version {
		var err error
		if j, err = ag.Wait(ctx, "spec-1", after, 5*time.Second); err != nil {
			t.Fatal(err)
		}
		_, v := answer("GET", "/v1/jobs/spec-1", "", "/v1/jobs/{id}")
		check("job "+string(j.Status), "Job", v)
	}
	st, v = answer("POST", "/v1/jobs", submit, "/v1/jobs")
	if m, _ := v.(map[string]any); st != http.StatusOK || m["status"] != string(StatusLanded) {
		t.Fatalf("again: %d %v", st, v)
	}
	check("landed", "Job", v)
	_, v = answer("GET", "/v1/healthz", "", "/v1/healthz")
	check("health", "Health", v)
	if st, _ := answer("GET", "/v1/openapi.yaml", "", "/v1/openapi.yaml"); st != http.StatusOK {
		t.Fatalf("spec: %d", st)
	}

	zero := `"0x` + strings.Repeat("0", 64) + `"`
	for _, c := range []struct {
		method, path, body, op, code string
	}{
		{"POST", "/v1/jobs", `{"task_id": "x", "prompt": [1], "n": 1, "extra": 1}`, "/v1/jobs", api.CodeBadRequest},
		{"POST", "/v1/jobs", `{"task_id": "a b", "prompt": [1], "n": 1}`, "/v1/jobs", api.CodeBadRequest},
		{"POST", "/v1/jobs", `{"task_id": "x", "prompt": [1], "n": 1, "model": ` + zero + `}`, "/v1/jobs", api.CodeWrongManifest},
		{"POST", "/v1/jobs", `{"task_id": "spec-1", "prompt": [1, 9], "n": 4}`, "/v1/jobs", api.CodeTaskConflict},
		{"GET", "/v1/jobs/nothing", "", "/v1/jobs/{id}", api.CodeNotFound},
		{"GET", "/v1/jobs/spec-1?wait=soon", "", "/v1/jobs/{id}", api.CodeBadRequest},
	} {
		st, v := answer(c.method, c.path, c.body, c.op)
		check(c.path, "ErrorBody", v)
		e, _ := v.(map[string]any)["error"].(map[string]any)
		if e["code"] != c.code || st != api.StatusOf(c.code) {
			t.Errorf("%s %s %s: %d %v, want %s", c.method, c.path, c.body, st, v, c.code)
		}
	}
	// And through the typed client, as sentinels.
	_, _, err := ag.Submit(ctx, api.JobRequest{TaskID: "spec-1", Prompt: []int{1, 9}, N: 4})
	if !errors.Is(err, api.ErrConflict) {
		t.Fatalf("conflict through the client: %v", err)
	}
	var buf bytes.Buffer
	_ = json.NewEncoder(&buf).Encode(api.JobRequest{TaskID: "spec-2", Prompt: []int{1}, N: 1})
	if st, v := answer("POST", "/v1/jobs", buf.String(), "/v1/jobs"); st != http.StatusAccepted {
		t.Fatalf("the client's encoding refused: %d %v", st, v)
	}
}

// The job the aggregator serves (api.Job) is the job it stores, field for
// field, less the signed transaction.
func TestJobAPIIsTheStoredJSON(t *testing.T) {
	var j Job
	nonzero.Fill(&j)
	j.Aggregate.ApkEntry = (*hexutil.Big)(big.NewInt(7))
	served, err := json.Marshal(j.API())
	if err != nil {
		t.Fatal(err)
	}
	j.RawTx = nil
	stored, err := json.Marshal(&j)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stored, served) {
		t.Fatalf("stored %s\nserved %s", stored, served)
	}
}
