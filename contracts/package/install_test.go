package pkgtest

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/internal/repo"
)

// The remapping of each route, as the README gives them.
const (
	npmRemapping   = "@deepcall/contracts/=node_modules/@deepcall/contracts/src/"
	forgeRemapping = "@deepcall/contracts/=lib/deepcall/contracts/package/src/"
	// forge install takes GitHub paths only: the test points this URL at the
	// checkout (git's url.<base>.insteadOf), so forge runs as a user's does
	// and nothing leaves the machine.
	repoURL = "https://github.com/deepcall/deepcall"
)

type tools struct{ root, forge, npm, git string }

func need(t *testing.T) tools {
	t.Helper()
	if testing.Short() {
		t.Skip("npm pack, forge install and forge build skipped in -short mode")
	}
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	tl := tools{root: root, forge: filepath.Join(root, "node_modules", ".bin", "forge")}
	_, ferr := os.Stat(tl.forge)
	tl.npm, err = exec.LookPath("npm")
	if err == nil {
		tl.git, err = exec.LookPath("git")
	}
	if ferr != nil || err != nil {
		if os.Getenv("DEEPCALL_REQUIRE_FORGE") == "1" {
			t.Fatalf("forge (make setup), npm and git are needed: %v %v", ferr, err)
		}
		t.Skipf("forge (make setup), npm or git missing (%v %v); DEEPCALL_REQUIRE_FORGE=1 makes this a failure", ferr, err)
	}
	return tl
}

// TestInstall installs the package both ways the README says, offline, and
// builds the example app and the README's app against it.
func TestInstall(t *testing.T) {
	tl := need(t)
	pkg := filepath.Join(tl.root, "contracts", "package")
	readme, err := os.ReadFile(filepath.Join(pkg, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	checkRemappings(t, pkg, string(readme))
	sources := map[string][]byte{"README.sol": readmeApp(t, string(readme))}
	if sources["StoryBook.sol"], err = os.ReadFile(filepath.Join(tl.root, "examples", "storybook", "src", "StoryBook.sol")); err != nil {
		t.Fatal(err)
	}

	t.Run("npm", func(t *testing.T) {
		tmp := t.TempDir()
		tgz := tl.pack(t, pkg, tmp)
		app := filepath.Join(tmp, "app")
		writeFiles(t, app, map[string]string{"package.json": `{"name": "app", "version": "0.0.0", "private": true}`})
		tl.run(t, app, nil, tl.npm, "install", "--offline", "--no-audit", "--no-fund", tgz)
		tl.build(t, app, "node_modules", npmRemapping, sources)
	})

	t.Run("forge install", func(t *testing.T) {
		// forge install clones the repository: the checkout's committed HEAD,
		// not its working tree (the app's sources are the working tree's)
		app := filepath.Join(t.TempDir(), "app")
		writeFiles(t, app, nil)
		tl.run(t, app, nil, tl.git, "init", "-q")
		env := []string{"GIT_CONFIG_COUNT=2",
			"GIT_CONFIG_KEY_0=url.file://" + tl.root + ".insteadOf", "GIT_CONFIG_VALUE_0=" + repoURL,
			"GIT_CONFIG_KEY_1=protocol.file.allow", "GIT_CONFIG_VALUE_1=always", "GIT_TERMINAL_PROMPT=0"}
		tl.run(t, app, env, tl.forge, "install", "--shallow", "deepcall/deepcall")
		tl.build(t, app, "lib", forgeRemapping, sources)
	})
}

// checkRemappings: the README gives both routes' lines, and each is the
// package's own remappings.txt seen from where the route installs it.
func checkRemappings(t *testing.T, pkg, readme string) {
	data, err := os.ReadFile(filepath.Join(pkg, "remappings.txt"))
	if err != nil {
		t.Fatal(err)
	}
	prefix, target, ok := strings.Cut(strings.TrimSpace(string(data)), "=")
	if !ok || prefix != "@deepcall/contracts/" {
		t.Fatalf("remappings.txt: %q, want @deepcall/contracts/=<folder>", data)
	}
	for _, at := range []struct{ line, dir string }{
		{npmRemapping, "node_modules/@deepcall/contracts/"},
		{forgeRemapping, "lib/deepcall/contracts/package/"},
	} {
		if at.line != prefix+"="+at.dir+target {
			t.Errorf("%s is not remappings.txt (%s) installed at %s", at.line, data, at.dir)
		}
		if !strings.Contains(readme, at.line) {
			t.Errorf("the package's README does not give the remapping %s", at.line)
		}
	}
}

var solidityBlock = regexp.MustCompile("(?s)```solidity\n(.*?)```")

// readmeApp is the app the package's README shows.
func readmeApp(t *testing.T, readme string) []byte {
	m := solidityBlock.FindStringSubmatch(readme)
	if m == nil {
		t.Fatal("the package's README shows no Solidity app")
	}
	return []byte(m[1])
}

// pack runs npm pack into dir, checks what the tarball holds and returns
// its path.
func (tl tools) pack(t *testing.T, pkg, dir string) string {
	out, _ := tl.run(t, dir, nil, tl.npm, "pack", "--json", "--pack-destination", dir, pkg)
	var packed []struct {
		Filename string
		Files    []struct{ Path string }
	}
	if err := json.Unmarshal([]byte(out), &packed); err != nil || len(packed) != 1 {
		t.Fatalf("npm pack --json: %v\n%s", err, out)
	}
	var got []string
	for _, f := range packed[0].Files {
		got = append(got, f.Path)
	}
	want := []string{"README.md", "docs/API.md", "package.json", "remappings.txt"}
	for _, pattern := range []string{"src/*.sol", "abi/*.json"} {
		files, err := filepath.Glob(filepath.Join(pkg, pattern))
		if err != nil || len(files) == 0 {
			t.Fatalf("no %s in the package (%v)", pattern, err)
		}
		for _, f := range files {
			rel, _ := filepath.Rel(pkg, f)
			want = append(want, filepath.ToSlash(rel))
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the tarball holds %v, want %v", got, want)
	}
	return filepath.Join(dir, packed[0].Filename)
}

// build writes a Foundry project in dir over the installed package (libs,
// remapping) with the sources in src/, and builds it offline with the
// repository's solc.
func (tl tools) build(t *testing.T, dir, libs, remapping string, sources map[string][]byte) {
	files := map[string]string{"foundry.toml": "[profile.default]\n" +
		"src = \"src\"\nout = \"out\"\nlibs = [\"" + libs + "\"]\n" +
		"solc = \"" + filepath.Join(tl.root, "tools", "solc") + "\"\n" +
		"offline = true\nauto_detect_solc = false\n" +
		"remappings = [\"" + remapping + "\"]\n"}
	for name, src := range sources {
		files[filepath.Join("src", name)] = string(src)
	}
	writeFiles(t, dir, files)
	stdout, stderr := tl.run(t, dir, nil, tl.forge, "build", "--root", dir)
	out := stdout + stderr
	if strings.Contains(out, "Compiler run failed") {
		t.Fatalf("forge build:\n%s", out)
	}
	for name := range sources {
		arts, _ := filepath.Glob(filepath.Join(dir, "out", name, "*.json"))
		if len(arts) == 0 {
			t.Errorf("forge build made nothing of %s:\n%s", name, out)
		}
	}
}

// run runs a command in dir, failing the test when it fails; it returns
// the command's stdout and stderr.
func (tl tools) run(t *testing.T, dir string, env []string, name string, args ...string) (string, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	// npm with a cache of its own: offline, and the user's cache untouched
	cmd.Env = append(os.Environ(), "npm_config_cache="+filepath.Join(dir, ".npm-cache"),
		"npm_config_offline=true", "npm_config_update_notifier=false")
	cmd.Env = append(cmd.Env, env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s%s", filepath.Base(name), strings.Join(args, " "), err, stdout.Bytes(), stderr.Bytes())
	}
	return stdout.String(), stderr.String()
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
