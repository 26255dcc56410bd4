module github.com/deepcall/deepcall

go 1.26.8

require (
	github.com/dlclark/regexp2 v1.12.0 // indirect
	golang.org/x/crypto v0.59.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)
