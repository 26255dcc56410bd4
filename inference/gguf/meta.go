package gguf

import (
	"encoding/binary"
	"fmt"
	"math"
)

// ValueType is a metadata value's type code.
type ValueType uint32

// The metadata value types.
const (
	TypeUint8   ValueType = 0
	TypeInt8    ValueType = 1
	TypeUint16  ValueType = 2
	TypeInt16   ValueType = 3
	TypeUint32  ValueType = 4
	TypeInt32   ValueType = 5
	TypeFloat32 ValueType = 6
	TypeBool    ValueType = 7
	TypeString  ValueType = 8
	TypeArray   ValueType = 9
	TypeUint64  ValueType = 10
	TypeInt64   ValueType = 11
	TypeFloat64 ValueType = 12
)

// size is the encoded size of a fixed-size type, 0 for strings, arrays and
// unknown codes.
func (t ValueType) size() int {
	switch t {
	case TypeUint8, TypeInt8, TypeBool:
		return 1
	case TypeUint16, TypeInt16:
		return 2
	case TypeUint32, TypeInt32, TypeFloat32:
		return 4
	case TypeUint64, TypeInt64, TypeFloat64:
		return 8
	}
	return 0
}

// decodeScalar decodes a fixed-size value from b, which holds exactly its
// bytes.
func decodeScalar(t ValueType, b []byte, key string, f *File) (any, error) {
	switch t {
	case TypeUint8:
		return b[0], nil
	case TypeInt8:
		return int8(b[0]), nil
	case TypeBool:
		if b[0] > 1 {
			return nil, f.errorf(ErrBadValue, "key %q: bool byte is %d, want 0 or 1", key, b[0])
		}
		return b[0] == 1, nil
	case TypeUint16:
		return binary.LittleEndian.Uint16(b), nil
	case TypeInt16:
		return int16(binary.LittleEndian.Uint16(b)), nil
	case TypeUint32:
		return binary.LittleEndian.Uint32(b), nil
	case TypeInt32:
		return int32(binary.LittleEndian.Uint32(b)), nil
	case TypeFloat32:
		return math.Float32frombits(binary.LittleEndian.Uint32(b)), nil
	case TypeUint64:
		return binary.LittleEndian.Uint64(b), nil
	case TypeInt64:
		return int64(binary.LittleEndian.Uint64(b)), nil
	case TypeFloat64:
		return math.Float64frombits(binary.LittleEndian.Uint64(b)), nil
	}
	return nil, f.errorf(ErrValueType, "key %q: value type %d", key, uint32(t))
}

// decodeArray decodes fixed-size elements from raw into a typed slice.
func decodeArray(t ValueType, raw []byte, key string, f *File) (any, error) {
	size := t.size()
	n := len(raw) / size
	switch t {
	case TypeUint8:
		return raw, nil
	case TypeInt8:
		return fill(n, func(i int) int8 { return int8(raw[i]) }), nil
	case TypeBool:
		out := make([]bool, n)
		for i, b := range raw {
			if b > 1 {
				return nil, f.errorf(ErrBadValue, "key %q: element %d: bool byte is %d, want 0 or 1", key, i, b)
			}
			out[i] = b == 1
		}
		return out, nil
	case TypeUint16:
		return fill(n, func(i int) uint16 { return binary.LittleEndian.Uint16(raw[2*i:]) }), nil
	case TypeInt16:
		return fill(n, func(i int) int16 { return int16(binary.LittleEndian.Uint16(raw[2*i:])) }), nil
	case TypeUint32:
		return fill(n, func(i int) uint32 { return binary.LittleEndian.Uint32(raw[4*i:]) }), nil
	case TypeInt32:
		return fill(n, func(i int) int32 { return int32(binary.LittleEndian.Uint32(raw[4*i:])) }), nil
	case TypeFloat32:
		return fill(n, func(i int) float32 { return math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:])) }), nil
	case TypeUint64:
		return fill(n, func(i int) uint64 { return binary.LittleEndian.Uint64(raw[8*i:]) }), nil
	case TypeInt64:
		return fill(n, func(i int) int64 { return int64(binary.LittleEndian.Uint64(raw[8*i:])) }), nil
	case TypeFloat64:
		return fill(n, func(i int) float64 { return math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:])) }), nil
	}
	return nil, f.errorf(ErrValueType, "key %q: array of value type %d", key, uint32(t))
}

func fill[T any](n int, at func(int) T) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = at(i)
	}
	return out
}

// TypeOf returns the value type of a Go value as KV.Value holds it and, for
// a slice, its element type; ok is false for any other Go type.
func TypeOf(v any) (t, elem ValueType, ok bool) {
	switch v.(type) {
	case uint8:
		return TypeUint8, 0, true
	case int8:
		return TypeInt8, 0, true
	case uint16:
		return TypeUint16, 0, true
	case int16:
		return TypeInt16, 0, true
	case uint32:
		return TypeUint32, 0, true
	case int32:
		return TypeInt32, 0, true
	case float32:
		return TypeFloat32, 0, true
	case bool:
		return TypeBool, 0, true
	case string:
		return TypeString, 0, true
	case uint64:
		return TypeUint64, 0, true
	case int64:
		return TypeInt64, 0, true
	case float64:
		return TypeFloat64, 0, true
	case []any:
		return TypeArray, TypeArray, true
	}
	if e, ok := sliceElem(v); ok {
		return TypeArray, e, true
	}
	return 0, 0, false
}

func sliceElem(v any) (ValueType, bool) {
	switch v.(type) {
	case []uint8:
		return TypeUint8, true
	case []int8:
		return TypeInt8, true
	case []uint16:
		return TypeUint16, true
	case []int16:
		return TypeInt16, true
	case []uint32:
		return TypeUint32, true
	case []int32:
		return TypeInt32, true
	case []float32:
		return TypeFloat32, true
	case []bool:
		return TypeBool, true
	case []string:
		return TypeString, true
	case []uint64:
		return TypeUint64, true
	case []int64:
		return TypeInt64, true
	case []float64:
		return TypeFloat64, true
	}
	return 0, false
}

// lookup returns key's value or ErrMissingKey.
func (f *File) lookup(key string) (any, error) {
	v, ok := f.Get(key)
	if !ok {
		return nil, f.errorf(ErrMissingKey, "%s", key)
	}
	return v, nil
}

// Uint returns key's value as a non-negative integer; any integer type is
// accepted.
func (f *File) Uint(key string) (uint64, error) {
	v, err := f.lookup(key)
	if err != nil {
		return 0, err
	}
	var i int64
	switch x := v.(type) {
	case uint8:
		return uint64(x), nil
	case uint16:
		return uint64(x), nil
	case uint32:
		return uint64(x), nil
	case uint64:
		return x, nil
	case int8:
		i = int64(x)
	case int16:
		i = int64(x)
	case int32:
		i = int64(x)
	case int64:
		i = x
	default:
		return 0, f.errorf(ErrKeyType, "%s is %s, want an integer", key, describe(v))
	}
	if i < 0 {
		return 0, f.errorf(ErrBadValue, "%s is %d, want a non-negative integer", key, i)
	}
	return uint64(i), nil
}

// Int returns key's value as an int in 0..max.
func (f *File) Int(key string, max int) (int, error) {
	u, err := f.Uint(key)
	if err != nil {
		return 0, err
	}
	if u > uint64(max) {
		return 0, f.errorf(ErrBadValue, "%s is %d, more than %d", key, u, max)
	}
	return int(u), nil
}

// Float returns key's value, a float32 or float64, as float64.
func (f *File) Float(key string) (float64, error) {
	v, err := f.lookup(key)
	if err != nil {
		return 0, err
	}
	switch x := v.(type) {
	case float32:
		return float64(x), nil
	case float64:
		return x, nil
	}
	return 0, f.errorf(ErrKeyType, "%s is %s, want a float", key, describe(v))
}

// String returns key's string value.
func (f *File) String(key string) (string, error) {
	v, err := f.lookup(key)
	if err != nil {
		return "", err
	}
	s, ok := v.(string)
	if !ok {
		return "", f.errorf(ErrKeyType, "%s is %s, want a string", key, describe(v))
	}
	return s, nil
}

// Array returns key's value as a []T, for T one of the element types.
func Array[T any](f *File, key string) ([]T, error) {
	v, err := f.lookup(key)
	if err != nil {
		return nil, err
	}
	a, ok := v.([]T)
	if !ok {
		var zero []T
		return nil, f.errorf(ErrKeyType, "%s is %s, want %s", key, describe(v), describe(zero))
	}
	return a, nil
}

// describe names a value's type for messages.
func describe(v any) string {
	t, elem, ok := TypeOf(v)
	if !ok {
		return fmt.Sprintf("%T", v)
	}
	if t == TypeArray {
		return "an array of " + elem.String()
	}
	return "a " + t.String()
}

// String names the type as GGUF does.
func (t ValueType) String() string {
	names := [...]string{"uint8", "int8", "uint16", "int16", "uint32", "int32", "float32", "bool", "string", "array", "uint64", "int64", "float64"}
	if int(t) < len(names) {
		return names[t]
	}
	return fmt.Sprintf("type(%d)", uint32(t))
}
