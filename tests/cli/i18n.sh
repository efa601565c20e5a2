#!/usr/bin/env bash
# `renju i18n check [DIR]` on the real catalogs and on broken copies of them: what it prints,
# and its exit status (0 clean, 1 a failing catalog, 2 catalogs that cannot be read).
# Usage: tests/cli/i18n.sh path/to/renju      (run by tests/cli/run.sh)
set -uo pipefail
renju=${1:?usage: tests/cli/i18n.sh path/to/renju}
src=$(cd "$(dirname "$0")/../.." && pwd)/i18n
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=tests/cli/checks.sh
. "$(dirname "$0")/checks.sh"

# edit LANG PYTHON: a copy of the catalogs in $tmp/c with LANG's catalog d changed by PYTHON.
edit() {
  rm -rf "$tmp/c" && cp -r "$src" "$tmp/c"
  python3 - "$tmp/c/$1.json" "$2" <<'PY'
import json, sys
path, code = sys.argv[1], sys.argv[2]
d = json.load(open(path, encoding='utf-8'))
exec(code)
json.dump(d, open(path, 'w', encoding='utf-8'), ensure_ascii=False, indent=2)
PY
}

"$renju" i18n check "$src" >"$tmp/out"
expect "i18n: the catalogs pass" 0 $?
has "i18n: summary line" "$tmp/out" '^i18n: [0-9]+ catalogs, [0-9]+ offered, 0 failures: ok$'
"$renju" i18n check >"$tmp/built-in"
expect "i18n: the built-in catalogs are the files" "$(tail -1 "$tmp/out")" "$(tail -1 "$tmp/built-in")"

edit de "del d['home.title']; d['game.title'] = 'Partie {nummer}'; d['site.skip'] = d['site.skip'] + ' <b>'"
"$renju" i18n check "$tmp/c" >"$tmp/out"
expect "i18n: a broken catalog fails" 1 $?
has "i18n: missing key" "$tmp/out" '^de: missing key home.title$'
has "i18n: placeholders" "$tmp/out" '^de: game.title has placeholders \{nummer\}, English \{id\}$'
has "i18n: markup" "$tmp/out" '^de: site.skip has markup that English does not$'
has "i18n: the failing language counted" "$tmp/out" '^i18n: de complete, offered, 3 problems$'

# A plural message of Polish with English's two forms: few and many are missing.
edit pl "k = next(k for k, v in d.items() if isinstance(v, dict)); d[k] = {'one': d[k]['one'], 'other': d[k]['other']}"
"$renju" i18n check "$tmp/c" >"$tmp/out"
expect "i18n: missing plural forms fail" 1 $?
has "i18n: plural forms named" "$tmp/out" '^pl: .* lacks the plural forms \{few,many\} \(pl needs \{few,many,one,other\}\)$'

# A draft may lack texts (not offered, passes) but not have wrong ones (fails).
edit el "d['lang.complete'] = False; del d['home.title']; d['home.intro'] = json.load(open(path.replace('el.json', 'en.json')))['home.intro']"
"$renju" i18n check "$tmp/c" >"$tmp/out"
expect "i18n: a draft with missing texts passes" 0 $?
has "i18n: the draft's problems shown" "$tmp/out" '^\(draft\) el: missing key home.title$'
has "i18n: the draft is not offered" "$tmp/out" '^i18n: el draft, not offered, 2 problems \(0 failing\)$'
edit el "d['lang.complete'] = False; d['game.title'] = 'x'"
"$renju" i18n check "$tmp/c" >"$tmp/out"
expect "i18n: a draft with a wrong placeholder fails" 1 $?

rm -rf "$tmp/c" && cp -r "$src" "$tmp/c" && cp "$tmp/c/de.json" "$tmp/c/de_AT.json"
"$renju" i18n check "$tmp/c" >"$tmp/out"
expect "i18n: a file name that is not a BCP 47 tag" "2 i18n: de_AT.json: the name is not a canonical BCP 47 tag of a language ICU knows" "$? $(cat "$tmp/out")"
printf '{"lang.name": 3' >"$tmp/c/de_AT.json" && mv "$tmp/c/de_AT.json" "$tmp/c/sv.json"
"$renju" i18n check "$tmp/c" >/dev/null
expect "i18n: malformed JSON" 2 $?
"$renju" i18n check "$tmp/none" >/dev/null
expect "i18n: a folder that is not there" 2 $?

echo "i18n: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
