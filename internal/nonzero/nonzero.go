// Package nonzero sets every field reachable from a value to a non-zero
// value, for tests that a conversion or an encoding drops no field: a
// dropped field shows as a difference in the JSON.
package nonzero

import (
	"fmt"
	"reflect"
	"time"
)

// Fill fills *ptr: pointers are allocated, slices get two elements,
// numbers and strings a running seed, times a distinct instant.
func Fill(ptr any) {
	var seed byte
	value(reflect.ValueOf(ptr).Elem(), &seed)
}

func value(v reflect.Value, seed *byte) {
	*seed++
	switch v.Kind() {
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		value(v.Elem(), seed)
	case reflect.Struct:
		if v.Type() == reflect.TypeOf(time.Time{}) {
			v.Set(reflect.ValueOf(time.Unix(int64(*seed)*1000, 0).UTC()))
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				value(v.Field(i), seed)
			}
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range 2 {
			value(v.Index(i), seed)
		}
	case reflect.Array:
		for i := range v.Len() {
			value(v.Index(i), seed)
		}
	case reflect.String:
		v.SetString(fmt.Sprint("s", *seed))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(int64(*seed))
	case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint8:
		v.SetUint(uint64(*seed))
	}
}
