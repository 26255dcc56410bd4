package memstat

import (
	"runtime"
	"testing"
)

func TestParse(t *testing.T) {
	r := parse([]byte("Name:\tx\nVmHWM:\t  2048 kB\nVmRSS:\t  1024 kB\nRssAnon:\t 512 kB\nRssFile:\t 256 kB\nThreads:\t3\n"))
	if r != (Resident{RSS: 1 << 20, Peak: 2 << 20, Anon: 512 << 10, File: 256 << 10}) {
		t.Fatalf("%+v", r)
	}
}

func TestSelf(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	r, err := Self()
	if err != nil {
		t.Fatal(err)
	}
	if r.RSS == 0 || r.Peak < r.RSS || r.Anon == 0 {
		t.Fatalf("%+v", r)
	}
}
