package router

import (
	"encoding/json"
	"slices"
	"testing"
	"unicode/utf8"
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
		`{"prompt":"Once upon a time","n":4}`,
		`{"prompt":"esc \" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00","n":1}`,
		`{"prompt":"\ud800","n":1}`,
		"{\"prompt\":\"caf\xe9\",\"n\":1}",
		`{"prompt":"","n":1}`,
		`{"messages":[{"role":"user","content":"What is the capital of France?"}],"n":16}`,
		`{"messages":[{"role":"system","content":"x"},{"role":"user","content":"\ud800"}],"n":1}`,
		`{"messages":[{"role":"user","content":"x","extra":1}],"n":1}`,
		`{"messages":[null],"n":1}`, `{"messages":[{}],"n":1}`, `{"messages":[[]],"n":1}`,
		`{"messages":[],"prompt":[1],"n":1}`,
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
		if req.Text != nil && (req.Prompt != nil || !utf8.ValidString(*req.Text)) {
			t.Fatalf("accepted text %q with ids %v", *req.Text, req.Prompt)
		}
		enc := map[string]any{"prompt": req.Prompt, "n": req.N}
		if req.Text != nil {
			enc["prompt"] = *req.Text
		}
		if req.Messages != nil {
			if req.Prompt != nil || req.Text != nil {
				t.Fatalf("accepted messages with a prompt: %+v", req)
			}
			delete(enc, "prompt")
			enc["messages"] = req.Messages
		}
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
		if (again.Text == nil) != (req.Text == nil) || (req.Text != nil && *again.Text != *req.Text) {
			t.Fatalf("round trip changed text %+v into %+v", req, again)
		}
		if !slices.Equal(again.Messages, req.Messages) || !slices.Equal(again.Prompt, req.Prompt) || again.N != req.N || (again.Model == nil) != (req.Model == nil) ||
			(req.Model != nil && *again.Model != *req.Model) {
			t.Fatalf("round trip changed %+v into %+v", req, again)
		}
		if !json.Valid(body) {
			t.Fatalf("accepted invalid JSON %q", body)
		}
	})
}

// FuzzTextPrompt: the text path from body to token ids never panics, refuses
// only with documented codes, and what it accepts is exactly the pinned
// tokenizer's ids of the decoded text, within the model's limits.
func FuzzTextPrompt(f *testing.F) {
	for _, s := range []string{
		`{"prompt":"Once upon a time","n":4}`,
		`{"prompt":"naïve café — 東京 😀\n\t","n":8}`,
		`{"prompt":"\ud83d\ude00 <|endoftext|>","n":1}`,
		`{"prompt":"\ud83d","n":1}`,
		`{"prompt":"\u0000\u001f","n":2}`,
		"{\"prompt\":\"\xff\xfe\",\"n\":1}",
		`{"prompt":"e\u0301","n":127}`,
		`{"prompt":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","n":100}`,
		`{"prompt":" ","n":1}`,
		`{"prompt":[1,2],"n":1}`,
	} {
		f.Add([]byte(s))
	}
	_, _, m := textModel(f)
	lim := Limits{MaxPrompt: 64}
	f.Fuzz(func(t *testing.T, body []byte) {
		req, e := DecodeTask(body)
		if e != nil {
			return // FuzzDecodeTask covers the rejections
		}
		ids, _, e := PromptIDs(m, lim, req)
		if e != nil {
			if ids != nil || e.Status < 400 || e.Status > 499 || e.Message == "" || !slices.Contains(AllCodes, e.Code) {
				t.Fatalf("bad rejection %+v", e)
			}
			if req.Text != nil && e.Code == CodeInvalidText {
				t.Fatalf("invalid_text after decoding: %+v", e)
			}
			return
		}
		if len(ids) == 0 || len(ids) > lim.MaxPrompt || len(ids)+req.N-1 > m.Config.SeqLen {
			t.Fatalf("accepted %d ids with n %d", len(ids), req.N)
		}
		if req.Text != nil {
			if want := m.Tokenizer.Encode(*req.Text); !slices.Equal(ids, want) {
				t.Fatalf("%q: ids %v, the tokenizer gives %v", *req.Text, ids, want)
			}
		}
	})
}
