// Package api is the wire format of deepcall's router and aggregator: the
// bodies they serve and take, the one task id rule, the one status type, the
// one error envelope with its codes and sentinels, and typed clients of both
// services. It sits low in the import graph (the standard library,
// go-ethereum's common and hexutil, inference's hashes) so that every
// server and client imports it instead of writing the JSON by hand.
package api

// Route is one method and path pattern (net/http syntax) a service serves.
type Route struct {
	Method, Path string
}
