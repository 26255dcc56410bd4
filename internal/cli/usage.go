package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/deepcall/deepcall/internal/repo"
)

// Command is one entry of a program's command list: a command as typed
// ("infer", or "bench engine" for a target of bench) and what it does.
type Command struct {
	Name    string
	Summary string
}

// ErrUndocumented: a dispatched command is missing from Program.List, or an
// entry of List names no command, or one that shows no help.
var ErrUndocumented = errors.New("command list and commands differ")

// Usage is the text printed for help: Intro, every command of List with its
// summary, and Outro.
func (p Program) Usage() string {
	var b strings.Builder
	b.WriteString(p.Intro)
	b.WriteString("\nCommands:\n")
	width := 0
	for _, c := range p.List {
		width = max(width, len(c.Name))
	}
	for _, c := range p.List {
		lines := wrap(c.Summary, 78-width-4)
		for i, l := range lines {
			name := ""
			if i == 0 {
				name = c.Name
			}
			fmt.Fprintf(&b, "  %-*s  %s\n", width, name, l)
		}
	}
	b.WriteString("\n")
	b.WriteString(p.Outro)
	return b.String()
}

// Help is what "<Name> <command> --help" prints: the command's synopsis and
// its flag set's defaults, as the command itself renders them. The user's
// home folder in a default is written $HOME, so the text is the same on
// every machine.
func (p Program) Help(ctx context.Context, name string) (string, error) {
	words := strings.Fields(name)
	f, ok := p.Commands[words[0]]
	if !ok {
		return "", fmt.Errorf("%w: %s %s: no such command", ErrUndocumented, p.Name, name)
	}
	var out bytes.Buffer
	err := f(ctx, append(words[1:], "--help"), &out, &out)
	if !errors.Is(err, ErrHelp) {
		return "", fmt.Errorf("%w: %s %s --help: want its help, have %v", ErrUndocumented, p.Name, name, err)
	}
	var he *HelpError
	if errors.As(err, &he) {
		if err := checkSynopsis(out.String(), he.Flags); err != nil {
			return "", fmt.Errorf("%s %s: %w", p.Name, name, err)
		}
	}
	return HomeAsVar(out.String()), nil
}

// synopsisFlag is a flag named in a synopsis: -n, --model.
var synopsisFlag = regexp.MustCompile(`(?:^|[\s\[(|])--?([a-z][a-z0-9-]*)`)

// checkSynopsis insists that every flag the help's synopsis (its lines from
// "usage:" to the first blank line) names is one the flag set defines: a
// renamed or removed flag cannot linger in the synopsis.
func checkSynopsis(help string, fs *flag.FlagSet) error {
	start := strings.Index(help, "usage:")
	if start < 0 {
		return nil
	}
	synopsis, _, _ := strings.Cut(help[start:], "\n\n")
	for _, m := range synopsisFlag.FindAllStringSubmatch(synopsis, -1) {
		if fs.Lookup(m[1]) == nil {
			return fmt.Errorf("%w: the synopsis names --%s, which the flag set does not define", ErrUndocumented, m[1])
		}
	}
	return nil
}

// HomeAsVar writes the user's home folder in s as $HOME.
func HomeAsVar(s string) string {
	if home, err := os.UserHomeDir(); err == nil && len(home) > 1 {
		s = strings.ReplaceAll(s, home, "$HOME")
	}
	return s
}

// Reference is the program's page of docs/cli/: its usage text, then every
// command of List with its summary and its help. It fails when List and
// Commands disagree, so a command cannot be added without its entry.
func (p Program) Reference(ctx context.Context) (string, error) {
	listed := make(map[string]bool)
	for _, c := range p.List {
		listed[strings.Fields(c.Name)[0]] = true
	}
	for name := range p.Commands {
		if !listed[name] {
			return "", fmt.Errorf("%w: %s %s is not in the command list", ErrUndocumented, p.Name, name)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n%s\n\n```text\n%s```\n", p.Name, Generated, p.Usage())
	for _, c := range p.List {
		help, err := p.Help(ctx, c.Name)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "\n## %s %s\n\n%s\n\n```text\n%s```\n", p.Name, c.Name, c.Summary, help)
	}
	return b.String(), nil
}

// Generated heads every page written from the flag sets.
const Generated = "<!-- Generated from the binary's flag sets by `make docs`; edit the code, not this page. -->"

// Page is the docs/cli/ page of a single-command binary: its help text.
func Page(name, help string) string {
	return fmt.Sprintf("# %s\n\n%s\n\n```text\n%s```\n", name, Generated, HomeAsVar(help))
}

// MatchFile compares a generated page with the committed file at path, or
// with update writes it there.
func MatchFile(path, want string, update bool) error {
	if update {
		return os.WriteFile(path, []byte(want), 0o644)
	}
	have, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read the committed page: %w (make docs writes it)", err)
	}
	if string(have) != want {
		return fmt.Errorf("%s differs from the flag sets: run make docs and commit it", path)
	}
	return nil
}

// MatchReference is MatchFile for binary's page in the checkout's
// docs/cli/: what each binary's TestCLIReference checks.
func MatchReference(binary, page string, update bool) error {
	root, err := repo.Root()
	if err != nil {
		return err
	}
	return MatchFile(filepath.Join(root, "docs", "cli", binary+".md"), page, update)
}

// wrap breaks s into lines of at most width runes at spaces.
func wrap(s string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	return append(lines, line)
}
