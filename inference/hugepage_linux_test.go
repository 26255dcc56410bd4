package inference

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"unsafe"
)

// TestWeightsAdviseHugePages: a large matrix's weights lie in a mapping the
// kernel may back with huge pages (smaps' THPeligible), where its policy
// allows them; the weights start zeroed either way.
func TestWeightsAdviseHugePages(t *testing.T) {
	q := newWeights(8 << 20) // 16 MiB
	for i := 0; i < len(q); i += 4096 {
		if q[i] != 0 {
			t.Fatalf("weight %d is %d, want 0", i, q[i])
		}
	}
	policy, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(policy), "[never]") {
		t.Skipf("no transparent huge pages here (%q, %v)", policy, err)
	}
	addr := uintptr(unsafe.Pointer(&q[len(q)/2]))
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	in, found := false, false
	for s := bufio.NewScanner(f); s.Scan(); {
		line := s.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 && strings.Contains(line, " ") {
			in = lo <= addr && addr < hi
			continue
		}
		if in && strings.HasPrefix(line, "THPeligible:") {
			found = true
			if strings.TrimSpace(strings.TrimPrefix(line, "THPeligible:")) != "1" {
				t.Fatalf("the weights' mapping is not eligible for huge pages: %q", line)
			}
		}
	}
	if !found {
		t.Skip("smaps has no THPeligible line for the weights")
	}
}
