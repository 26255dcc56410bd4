package router

import (
	"encoding/json"
	"slices"
	"testing"
)

// FuzzDecodeTask: the parser never panics, every rejection is a documented
// code with a 4xx status, and an accepted body means what it says: encoding
// the parsed request and parsing it again gives the same request.
func FuzzDecodeTask(f *testing.F) {
	for _, s := range []string{
		`{"prompt":[1,2,3],"n":4}`,
		`{"prompt":[1],"n":1,"model":"0x2a09c6e7fe0c8a7cdfb3a08d27b9bf6ee3bb3f8d6f8e2c1e5a4b3c2d1e0f1a2b"}`,
		`{"prompt":[1,-2],"n":0}`,
		`{"prompt":[99999999999999999999],"n":1}`,
		`{"prompt":[1.0],"n":1e3}`,
		`{"prompt":"x","n":"1"}`,
		`{"prompt":[1],"n":1,"extra":true}`,
		`{"prompt":[1],"n":1} []`,
		`{"prompt":[ 1 , 2 ],"n": 3 , "model": null}`,
		`{"n":1}`,
		`[]`, `null`, ``, `{`, `{"prompt":[1],"n":-99999999999999999999}`,
		"{\"prompt\":[1],\"n\":1,\"model\":\"0x\u00e9\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		req, e := DecodeTask(body)
		if e != nil {
			if req != nil || e.Status < 400 || e.Status > 499 || e.Message == "" || !slices.Contains(AllCodes, e.Code) {
				t.Fatalf("bad rejection %+v", e)
			}
			return
		}
		enc := map[string]any{"prompt": req.Prompt, "n": req.N}
		if req.Model != nil {
			enc["model"] = req.Model.String()
		}
		js, err := json.Marshal(enc)
		if err != nil {
			t.Fatal(err)
		}
		again, e := DecodeTask(js)
		if e != nil {
			t.Fatalf("re-encoded %s rejected: %v", js, e)
		}
		if !slices.Equal(again.Prompt, req.Prompt) || again.N != req.N || (again.Model == nil) != (req.Model == nil) ||
			(req.Model != nil && *again.Model != *req.Model) {
			t.Fatalf("round trip changed %+v into %+v", req, again)
		}
		if !json.Valid(body) {
			t.Fatalf("accepted invalid JSON %q", body)
		}
	})
}
