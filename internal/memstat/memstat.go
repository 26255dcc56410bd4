// Package memstat reads a process's resident memory from /proc (Linux);
// elsewhere every figure is zero.
package memstat

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Resident is a process's resident memory in bytes.
type Resident struct {
	RSS  uint64 `json:"rss_bytes"`      // VmRSS: resident now
	Peak uint64 `json:"peak_rss_bytes"` // VmHWM: the most resident so far
	Anon uint64 `json:"rss_anon_bytes"` // RssAnon: private memory (decoded weights, caches)
	File uint64 `json:"rss_file_bytes"` // RssFile: mapped files (the weight file's pages)
}

// Self reads the calling process's figures.
func Self() (Resident, error) { return Of("self") }

// Of reads pid's figures ("self" for this process).
func Of(pid string) (Resident, error) {
	b, err := os.ReadFile("/proc/" + pid + "/status")
	if err != nil {
		return Resident{}, fmt.Errorf("resident memory: %w", err)
	}
	return parse(b), nil
}

func parse(b []byte) Resident {
	var r Resident
	s := bufio.NewScanner(bytes.NewReader(b))
	for s.Scan() {
		k, v, ok := strings.Cut(s.Text(), ":")
		if !ok {
			continue
		}
		f := strings.Fields(v)
		if len(f) != 2 || f[1] != "kB" {
			continue
		}
		n, err := strconv.ParseUint(f[0], 10, 64)
		if err != nil {
			continue
		}
		switch k {
		case "VmRSS":
			r.RSS = n << 10
		case "VmHWM":
			r.Peak = n << 10
		case "RssAnon":
			r.Anon = n << 10
		case "RssFile":
			r.File = n << 10
		}
	}
	return r
}
