package tokenizer

import (
	"errors"
	"fmt"
)

// Sentinel errors. Errors returned by this package wrap exactly one of them,
// so callers can branch with errors.Is.
var (
	// ErrInvalid: the input is not a well-formed tokenizer.json (not JSON,
	// wrong field types, a missing vocab, a merge naming an unknown token,
	// two tokens sharing an id, ...), an inconsistent Vocab, or a broken
	// llama2.c tokenizer file.
	ErrInvalid = errors.New("invalid tokenizer file")

	// ErrUnsupported: the file is well formed but describes a tokenizer this
	// package does not implement (WordPiece, Unigram or WordLevel model, a
	// Metaspace pre-tokenizer, an unknown normalizer, a regex construct
	// that cannot be reproduced exactly, ...), or a Vocab names a model or
	// pre-tokenizer that Vocab.JSON does not know.
	ErrUnsupported = errors.New("unsupported tokenizer")

	// ErrUnknownID: Decode was given an id that names no token.
	ErrUnknownID = errors.New("token id out of vocabulary")
)

// LoadError describes why a tokenizer file was rejected. Path is the JSON
// location of the offending value, such as "model.merges[12]".
type LoadError struct {
	File string // file name, set by LoadFile; empty for Load
	Path string // JSON path inside the file; empty for the whole document
	Msg  string // what is wrong
	Err  error  // ErrInvalid or ErrUnsupported
}

func (e *LoadError) Error() string {
	s := "tokenizer: "
	if e.File != "" {
		s += e.File + ": "
	}
	if e.Path != "" {
		s += e.Path + ": "
	}
	return s + e.Msg
}

func (e *LoadError) Unwrap() error { return e.Err }

func invalidf(path, format string, args ...any) error {
	return &LoadError{Path: path, Msg: fmt.Sprintf(format, args...), Err: ErrInvalid}
}

func unsupportedf(path, format string, args ...any) error {
	return &LoadError{Path: path, Msg: fmt.Sprintf(format, args...), Err: ErrUnsupported}
}

// DecodeError reports an id that Decode cannot turn into text.
type DecodeError struct {
	ID    int // the offending id
	Index int // its position in the slice given to Decode
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("tokenizer: decode: id %d at index %d is out of vocabulary", e.ID, e.Index)
}

func (e *DecodeError) Unwrap() error { return ErrUnknownID }
