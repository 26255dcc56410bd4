package zkstep

//go:generate go run ./cmd/zkgen -root ..
