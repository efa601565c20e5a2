#!/usr/bin/env bash
# End-to-end checks of the `renju` binary's rules commands (forbidden, show, bench) on known
# positions: exact output lines, --explain, errors and exit codes, a 100 000-line stream; and
# `serve`'s options, start-up refusals and its embedded front-end (served when started from /).
# Usage: tests/cli/run.sh path/to/renju      (exits non-zero if any check fails)
set -uo pipefail
renju=${1:?usage: tests/cli/run.sh path/to/renju}
[ -x "$renju" ] || { echo "not executable: $renju"; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=tests/cli/checks.sh
. "$(dirname "$0")/checks.sh"

# game "BLACK MOVES" "WHITE MOVES": the move list that alternates them, Black first.
game() {
  local -a b=($1) w=($2)
  local out="" i
  for ((i = 0; i < ${#b[@]} || i < ${#w[@]}; i++)); do
    [ $i -lt ${#b[@]} ] && out+="${b[$i]} "
    [ $i -lt ${#w[@]} ] && out+="${w[$i]} "
  done
  echo "${out% }"
}
# forbidden [--explain] LINE: the single output line for one input line (exit status kept).
forbidden() {
  local flag=()
  if [ "$1" == "--explain" ]; then flag=(--explain); shift; fi
  printf '%s\n' "$1" | "$renju" forbidden "${flag[@]}"
}

# White stones far from the action, so the shapes below are Black's alone.
W4="a1 c1 e1 g1"
W6="a1 c1 e1 g1 i1 k1"
W10="a1 c1 e1 g1 i1 k1 m1 o1 o4 o6"
W12="h1 j1 l1 n1 o5 o7 o9 o11 f7 j7 g9 i9"

# Double-three at h8: g8-h8-i8 and h7-h8-h9, both open.
three_three=$(game "g8 i8 h7 h9" "$W4")
expect "double-three" "h8" "$(forbidden "$three_three")"
expect "double-three --explain" "h8:double-three" "$(forbidden --explain "$three_three")"
expect "case-insensitive notation" "h8" "$(forbidden "$(echo "$three_three" | tr a-o A-O)")"
expect "extra spaces, tabs and CRLF" "h8" "$(forbidden "$(printf '  %s\t\r' "$three_three")")"
expect "White to move: empty line" "" "$(forbidden "$(game "g8 i8 h7 h9" "a1 c1 e1")")"
expect "empty board" "" "$(forbidden "")"

# A dead three does not count: White at j8 and e8 leaves g8-h8-i8 no straight four.
expect "blocked three is no three" "" "$(forbidden "$(game "g8 i8 h7 h9" "j8 e8 e1 g1")")"

# Double-four on one line: e8 . g8 [h8] i8 . k8 makes two fours (f8 and j8 complete them).
expect "double-four on one line" "h8:double-four" \
  "$(forbidden --explain "$(game "e8 g8 i8 k8" "$W4")")"
# Double-four on two lines: g8-h8-i8-j8 and h5-h6-h7-h8.
expect "double-four on two lines" "h8:double-four" \
  "$(forbidden --explain "$(game "g8 i8 j8 h5 h6 h7" "$W6")")"
# Overline: d8 e8 f8 [g8] h8 i8 j8.
expect "overline" "g8:overline" "$(forbidden --explain "$(game "d8 e8 f8 h8 i8 j8" "$W6")")"
# Five beats everything: h8 makes f8-j8 five (and two fours elsewhere): allowed.
five_44=$(game "f8 g8 i8 j8 h9 h10 h11 e5 f6 g7" "$W10")
expect "five beats double-four" "" "$(forbidden "$five_44" | tr ' ' '\n' | grep -x h8)"
expect "five with double-four is a legal winning move" "" "$(forbidden "$five_44 h8")"
# Overline next to a five: h8 makes h4-h8 five and d8-i8 six: the five wins.
five_6=$(game "d8 e8 f8 g8 i8 h4 h5 h6 h7" "a1 c1 e1 g1 i1 k1 m1 o1 o3")
expect "five beats overline" "" "$(forbidden "$five_6" | tr ' ' '\n' | grep -x h8)"

# Sorted by column, then by row as a number: c3 c13 m13. Shapes touch the edges.
corners=$(game "b3 d3 c2 c4 b13 d13 c12 c14 l13 n13 m12 m14" "$W12")
expect "sorted by column then row" "c3 c13 m13" "$(forbidden "$corners")"

# Errors: what and where; the tool goes on and exits 1.
expect "occupied" "error: move 2 'h8': point already occupied" "$(forbidden "h8 h8")"
expect "bad column" "error: move 2 'p3': column must be a letter a–o" "$(forbidden "h8 p3")"
expect "row 16" "error: move 3 'h16': row must be a number 1–15" "$(forbidden "h8 h9 h16")"
expect "row 0" "error: move 1 'h0': row must be a number 1–15" "$(forbidden "h0")"
expect "forbidden black move" "error: move 9 'h8': forbidden for black (double-three)" \
  "$(forbidden "$three_three h8")"
black_five=$(game "d8 e8 f8 g8 h8" "$W4")
expect "game over after black five" "" "$(forbidden "$black_five")"
expect "move after black five" \
  "error: move 10 'o15': the game already ended (black made five at move 9)" \
  "$(forbidden "$black_five o15")"
white_six=$(game "h8 j8 l8 n8 h10 j10" "a1 a2 a3 a5 a6 a4")
expect "move after white overline (White wins with six)" \
  "error: move 13 'o15': the game already ended (white made five at move 12)" \
  "$(forbidden "$white_six o15")"

printf 'h8\n' | "$renju" forbidden >/dev/null
expect "exit status 0 when every line is valid" 0 $?
printf 'h8\nh8 zz\nh8\n' | "$renju" forbidden >"$tmp/mixed"
expect "exit status 1 when a line is invalid" 1 $?
expect "one output line per input line, errors included" \
  "$(printf '\nerror: move 2 %s: column must be a letter a–o\n' "'zz'")" "$(cat "$tmp/mixed")"
expect "last line without newline" "h8" "$(printf '%s' "$three_three" | "$renju" forbidden)"

# An endless line cannot exhaust memory: past 1 MiB it is reported and skipped.
{ echo h8; head -c 2000000 /dev/zero | tr '\0' ' '; echo " h8"; echo "$three_three"; } |
  "$renju" forbidden >"$tmp/long"
expect "over-long line: exit status 1" 1 $?
expect "over-long line reported, next line answered" \
  "$(printf '\nerror: line 2 is longer than 1048576 bytes\nh8')" "$(cat "$tmp/long")"

# Streaming: an answer comes back before standard input is closed.
# Bash unsets RENJU and RENJU_PID once the coprocess is reaped, which a fast binary allows as
# soon as its input closes: keep copies.
coproc RENJU { "$renju" forbidden; }
renju_pid=$RENJU_PID renju_in=${RENJU[1]} renju_out=${RENJU[0]}
echo "$three_three" >&"$renju_in"
answer=""
read -t 10 -r answer <&"$renju_out"
expect "answers while input is still open" "h8" "$answer"
exec {renju_in}>&-
wait "$renju_pid" 2>/dev/null

# 100 000 lines in, 100 000 lines out, each the right answer.
positions=("$three_three" "" "$(game "e8 g8 i8 k8" "$W4")" "$corners" "h8 h8")
answers=("h8" "" "h8" "c3 c13 m13" "error: move 2 'h8': point already occupied")
printf '%s\n' "${positions[@]}" >"$tmp/in5"
awk '{ line[NR] = $0 } END { for (i = 0; i < 20000; i++) for (j = 1; j <= NR; j++) print line[j] }' \
  "$tmp/in5" >"$tmp/in"
start=$(date +%s.%N)
"$renju" forbidden <"$tmp/in" >"$tmp/out"
status=$?
end=$(date +%s.%N)
expect "100000 lines: exit status 1 (one position in five is invalid)" 1 "$status"
expect "100000 lines out" 100000 "$(wc -l <"$tmp/out" | tr -d ' ')"
for ((i = 0; i < 5; i++)); do printf '%s\n' "${answers[i]}"; done >"$tmp/want5"
wrong=$(awk 'NR==FNR { want[(NR - 1) % 5] = $0; next } $0 != want[(FNR - 1) % 5] { n++ } END { print n + 0 }' \
  "$tmp/want5" "$tmp/out")
expect "100000 lines: every answer right" 0 "$wrong"
echo "info: 100000 lines in $(echo "$end - $start" | bc) s"

# Random bytes and random tokens: one line out per line in, and each either a sorted point list
# or an error.
awk 'BEGIN {
  srand(2); tok[0] = "h8"; tok[1] = "H9"; tok[2] = "p1"; tok[3] = "a16"; tok[4] = "zz"; tok[5] = "o15"
  for (i = 0; i < 3000; i++) {
    line = ""
    n = int(rand() * 12)
    for (j = 0; j < n; j++) {
      r = rand()
      if (r < 0.6) line = line sprintf("%c%d ", 97 + int(rand() * 15), 1 + int(rand() * 15))
      else if (r < 0.8) line = line tok[int(rand() * 6)] " "
      else line = line sprintf("%c", 1 + int(rand() * 255))
    }
    print line
  }
}' >"$tmp/fuzz"
"$renju" forbidden <"$tmp/fuzz" >"$tmp/fuzz.out" 2>"$tmp/fuzz.err"
status=$?
expect "fuzz: exit status 1" 1 "$status"
expect "fuzz: one line out per line in" "$(wc -l <"$tmp/fuzz" | tr -d ' ')" "$(wc -l <"$tmp/fuzz.out" | tr -d ' ')"
expect "fuzz: nothing on stderr" "" "$(cat "$tmp/fuzz.err")"
odd=$(LC_ALL=C grep -cvE '^(error: move [0-9]+ .*|([a-o]([1-9]|1[0-5])( [a-o]([1-9]|1[0-5]))*)?)$' "$tmp/fuzz.out")
expect "fuzz: every line a point list or an error" 0 "$odd"
head -c 300000 /dev/urandom >"$tmp/bytes"
"$renju" forbidden <"$tmp/bytes" >"$tmp/bytes.out" 2>/dev/null
status=$?
expect "random bytes: handled, exit status 0 or 1" yes "$([ $status -le 1 ] && echo yes || echo "no ($status)")"

# show: board, last move in parentheses, forbidden points as '*', the 26 openings named.
"$renju" show "$three_three" >"$tmp/show"
expect "show exit status" 0 $?
expect "show: row 8 with the forbidden point" " 8 . . . . . . X * X . . . . . .  8" "$(grep '^ 8 ' "$tmp/show")"
expect "show: last move in parentheses" " 1 O . O . O .(O). . . . . . . .  1" "$(grep '^ 1 ' "$tmp/show")"
expect "show: summary" "Move 8: white g1. Black to move." "$(tail -2 "$tmp/show" | head -1)"
expect "show: forbidden list" "Forbidden for black (*): h8 (double-three)" "$(tail -1 "$tmp/show")"
expect "show: 19 lines" 19 "$(wc -l <"$tmp/show" | tr -d ' ')"
expect "show: moves as separate arguments" "$(cat "$tmp/show")" "$("$renju" show $three_three)"
expect "show: win" "Move 9: black h8. Black wins with five in a row." \
  "$("$renju" show "$black_five" | tail -1)"
expect "show: one of the 26 named, under a symmetry" "Move 3: black g7. Opening 4D Kagetsu. White to move." \
  "$("$renju" show "h8 h7 g7" | grep '^Move')"
expect "show: no name for a fourth stone" "Move 4: white a1. Black to move." \
  "$("$renju" show "h8 h7 g7 a1" | grep '^Move')"
"$renju" show "h8 h8" >"$tmp/show.out" 2>"$tmp/show.err"
expect "show: error exit status" 1 $?
expect "show: error message" "error: move 2 'h8': point already occupied" "$(cat "$tmp/show.err")"

# bench: its self-check passes and it prints the ratio.
"$renju" bench rules --positions 20 --seconds 0.05 --repetitions 1 >"$tmp/bench"
expect "bench rules exit status" 0 $?
expect "bench rules self-check" 1 "$(grep -c 'self-check: fast and reference agree' "$tmp/bench")"

# serve: the per-address connection limit (exercised live by the fault tests) shows its default,
# and a negative one is refused before anything starts.
expect "serve --help: per-address limit with its default" 1 \
  "$("$renju" serve --help | grep -c -- '--max-connections-per-address .*=64')"
"$renju" serve --max-connections-per-address -1 --db "$tmp/never/renju.db" >/dev/null 2>&1
status=$?
expect "serve: negative per-address limit refused" yes \
  "$([ $status -ne 0 ] && [ ! -e "$tmp/never" ] && echo yes || echo "no ($status)")"

# serve: the per-address limits on game creation and joins show their defaults; a malformed one
# is refused before anything starts.
expect "serve --help: creation limit with its default" 1 \
  "$("$renju" serve --help | grep -c -- '--create-rate .*=30/min')"
expect "serve --help: join limit with its default" 1 \
  "$("$renju" serve --help | grep -c -- '--join-rate .*=60/min')"
for bad in 30 -1/min 30/fortnight; do
  "$renju" serve --create-rate "$bad" --db "$tmp/never/renju.db" >/dev/null 2>&1
  status=$?
  expect "serve: creation limit '$bad' refused" yes \
    "$([ $status -eq 2 ] && [ ! -e "$tmp/never" ] && echo yes || echo "no ($status)")"
done
"$renju" serve --join-rate soon --db "$tmp/never/renju.db" >/dev/null 2>&1
status=$?
expect "serve: join limit 'soon' refused" yes \
  "$([ $status -eq 2 ] && [ ! -e "$tmp/never" ] && echo yes || echo "no ($status)")"

# serve: the write timeout for clients that stop reading takes a duration; nonsense and zero are
# refused before anything starts.
expect "serve --help: write timeout with its default" 1 \
  "$("$renju" serve --help | grep -c -- '--ws-write-timeout .*=15s')"
for bad in 0 0s soon -5s; do
  "$renju" serve --ws-write-timeout "$bad" --db "$tmp/never/renju.db" >/dev/null 2>&1
  status=$?
  expect "serve: write timeout '$bad' refused" yes \
    "$([ $status -eq 2 ] && [ ! -e "$tmp/never" ] && echo yes || echo "no ($status)")"
done

# serve: the lag ping interval takes a duration (0: only the ping at hello); nonsense is refused
# before anything starts.
expect "serve --help: lag ping interval with its default" 1 \
  "$("$renju" serve --help | grep -c -- '--ws-lag-ping-interval .*=3s')"
for bad in soon -1s 5x; do
  "$renju" serve --ws-lag-ping-interval "$bad" --db "$tmp/never/renju.db" >/dev/null 2>&1
  status=$?
  expect "serve: lag ping interval '$bad' refused" yes \
    "$([ $status -eq 2 ] && [ ! -e "$tmp/never" ] && echo yes || echo "no ($status)")"
done

# serve: the per-connection message rate shows its default; a negative one is refused.
expect "serve --help: message rate with its default" 1 \
  "$("$renju" serve --help | grep -c -- '--ws-message-rate .*=20')"
"$renju" serve --ws-message-rate -1 --db "$tmp/never/renju.db" >/dev/null 2>&1
status=$?
expect "serve: negative message rate refused" yes \
  "$([ $status -ne 0 ] && [ ! -e "$tmp/never" ] && echo yes || echo "no ($status)")"

# serve: --abandoned-after takes a duration (0: never); nonsense is refused before anything starts.
expect "serve --help: abandoned-after with its default" 1 \
  "$("$renju" serve --help | grep -c -- '--abandoned-after .*=30d')"
"$renju" serve --abandoned-after soon --db "$tmp/never/renju.db" >/dev/null 2>&1
status=$?
expect "serve: abandoned-after 'soon' refused" yes \
  "$([ $status -eq 2 ] && [ ! -e "$tmp/never" ] && echo yes || echo "no ($status)")"

# serve: a second server on the same database refuses to start and names the first.
"$renju" serve --port 0 --bind 127.0.0.1 --db "$tmp/owned/renju.db" 2>"$tmp/first.log" &
first=$!
for _ in $(seq 300); do grep -q 'listening on' "$tmp/first.log" && break; sleep 0.1; done
"$renju" serve --port 0 --bind 127.0.0.1 --db "$tmp/owned/renju.db" 2>"$tmp/second.log"
status=$?
expect "serve: a second server on one database refused" yes \
  "$([ $status -eq 1 ] && grep -q "in use by process $first (.*renju serve" "$tmp/second.log" \
    && echo yes || echo "no ($status: $(cat "$tmp/second.log"))")"
kill -TERM "$first"
wait "$first"

# serve: a file that is not a database is refused in plain words and left unchanged.
printf 'my notes\n' >"$tmp/notes.db"
"$renju" serve --port 0 --db "$tmp/notes.db" 2>"$tmp/notes.log"
status=$?
expect "serve: not a database refused unchanged" yes \
  "$([ $status -eq 1 ] && grep -q 'is not a SQLite database' "$tmp/notes.log" \
    && [ "$(cat "$tmp/notes.db")" == "my notes" ] && echo yes || echo "no ($status)")"

# serve: one file to deploy. Started from / (no web/dist anywhere near), the binary serves the
# script and styles it was built with; unknown pages get an HTML 404, the API keeps JSON.
renju_abs=$(realpath "$renju")
(cd / && exec "$renju_abs" serve --port 0 --bind 127.0.0.1 --db "$tmp/root/renju.db") 2>"$tmp/root.log" &
root_pid=$!
for _ in $(seq 300); do grep -q 'listening on' "$tmp/root.log" && break; sleep 0.1; done
port=$(grep -o 'listening on [^ ]*' "$tmp/root.log" | grep -o '[0-9]*$')
base="http://127.0.0.1:$port"
page=$(curl -s "$base/en/game/abc123")
js=$(echo "$page" | grep -o '/assets/app\.js?v=[0-9a-f]*' | head -1)
css=$(echo "$page" | grep -o '/assets/app\.css?v=[0-9a-f]*' | head -1)
expect "serve from /: the page names a versioned script and stylesheet" yes \
  "$([ -n "$js" ] && [ -n "$css" ] && echo yes || echo "no: $(echo "$page" | head -c 300)")"
expect "serve from /: the script" "200 text/javascript; charset=utf-8" \
  "$(curl -s -o "$tmp/app.js" -w '%{http_code} %{content_type}' "$base$js")"
expect "serve from /: the stylesheet" "200 text/css; charset=utf-8" \
  "$(curl -s -o "$tmp/app.css" -w '%{http_code} %{content_type}' "$base$css")"
expect "serve from /: the script is the real bundle" yes \
  "$([ "$(wc -c <"$tmp/app.js")" -gt 1000 ] && grep -q 'i18n-' "$tmp/app.js" && echo yes || echo no)"
expect "serve from /: unknown page is an HTML 404" "404 text/html; charset=utf-8" \
  "$(curl -s -o "$tmp/404.html" -w '%{http_code} %{content_type}' -H 'Accept-Language: de' "$base/nope")"
found=0
for want in '<html lang="de"' '<title>Seite nicht gefunden' 'rel="stylesheet" href="/assets/app.css?v=' \
  'href="/de/">Zur Startseite'; do grep -qF "$want" "$tmp/404.html" && found=$((found + 1)); done
expect "serve from /: the 404 page is German, styled, with a link home" 4 "$found"
expect "serve from /: unknown API path stays JSON" "404 application/json" \
  "$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$base/api/nope" | cut -d';' -f1)"
kill -TERM "$root_pid"
wait "$root_pid"

# serve: --assets names a folder to serve the front-end from; one without app.js is refused
# before anything starts.
mkdir -p "$tmp/empty-assets"
"$renju" serve --assets "$tmp/empty-assets" --db "$tmp/never/renju.db" 2>"$tmp/assets.log"
status=$?
expect "serve: --assets without app.js refused" yes \
  "$([ $status -eq 2 ] && [ ! -e "$tmp/never" ] && grep -q 'holds no app.js' "$tmp/assets.log" \
    && echo yes || echo "no ($status)")"

# record convert / show: text → SGF → .lib → .psq → text keeps the stones; the decisions
# survive text ↔ SGF; broken and non-Renju files are refused with where and why.
tara='taraguchi-2: 1. h8 (swap) 2. h9 (keep) 3. i9 (keep) 4. j10 (choose 2) (offer i10) (offer g7) 5. i10 (picked) (white resigns) {black wins: resign}'
printf '%s\n' "$tara" >"$tmp/g.txt"
"$renju" record convert "$tmp/g.txt" "$tmp/g.sgf"
expect "record: SGF keeps the offers" yes \
  "$(grep -q 'RJA\[B choose 2\]\[B offer i10\]\[B offer g7\]' "$tmp/g.sgf" && echo yes || echo no)"
expect "record: text → SGF → text is lossless" "$tara" "$("$renju" record convert "$tmp/g.sgf" - --to txt)"
"$renju" record convert "$tmp/g.sgf" "$tmp/g.lib" && "$renju" record convert "$tmp/g.lib" "$tmp/g.psq"
expect "record: .psq of the game" "$(printf 'Piskvorky 15x15, 11:11, 0\n8,8,0\n8,7,0\n9,7,0\n10,6,0\n9,6,0')" \
  "$(cat "$tmp/g.psq")"
expect "record: .psq back to text" "1. h8 2. h9 3. i9 4. j10 5. i10" \
  "$("$renju" record convert "$tmp/g.psq" - --to txt | sed 's/^standard: //')"
expect "record show: a library" "nodes: 5, moves: 5, comments: 0, board texts: 0, lines: 1" \
  "$("$renju" record show "$tmp/g.lib" | sed -n 2p)"
expect "record show: stdin sniffed as SGF" "format: sgf" "$("$renju" record show - <"$tmp/g.sgf" | head -1)"
printf '(;FF[4]GM[1]SZ[19];B[pd])' >"$tmp/go.sgf"
"$renju" record show "$tmp/go.sgf" >/dev/null 2>"$tmp/err"
status=$?
expect "record: a Go SGF refused" "1 error: $tmp/go.sgf: line 1, byte 7 (GM): GM[1] is not Gomoku/Renju (GM[4])" \
  "$status $(cat "$tmp/err")"
head -c 25 "$tmp/g.lib" >"$tmp/cut.lib"
"$renju" record convert "$tmp/cut.lib" "$tmp/out.sgf" 2>"$tmp/err"
expect "record: a truncated library refused" "1 yes" \
  "$? $(grep -q 'cut off' "$tmp/err" && echo yes || echo no)"
"$renju" record convert "$tmp/g.txt" "$tmp/out.doc" 2>"$tmp/err"
expect "record: unknown output format" 2 "$?"
# show --record: a record's moves with their decisions, a position drawn as `renju show` draws
# one, and the result; any format by content (or --format); garbage refused with exit 1.
"$renju" show --record "$tmp/g.sgf" >"$tmp/shown"
expect "show --record exit status" 0 $?
expect "show --record: the moves with the decisions" "moves: $tara" "$(grep '^moves: ' "$tmp/shown")"
expect "show --record: the last position" "position after move 5 of 5:" "$(grep '^position after' "$tmp/shown")"
expect "show --record: row 10 with the last stone" "10 . . . . . . . .(X)O . . . . . 10" "$(grep '^10 ' "$tmp/shown")"
expect "show --record: the summary line" "Move 5: black i10. White to move." "$(grep '^Move ' "$tmp/shown")"
expect "show --record: the result" "result: black wins (resign)" "$(tail -1 "$tmp/shown")"
"$renju" show --record "$tmp/g.txt" --move 2 >"$tmp/shown2"
expect "show --record --move 2" "Move 2: white h9. Black to move." "$(grep '^Move ' "$tmp/shown2")"
expect "show --record --move 2: the position line" "position after move 2 of 5:" "$(grep '^position after' "$tmp/shown2")"
expect "show --record: a library from stdin" "format: lib" "$("$renju" show --record - <"$tmp/g.lib" | head -1)"
expect "show --record: psq, the same board" "$(grep -A17 '^position after' "$tmp/shown" | tail -17)" \
  "$("$renju" show --record "$tmp/g.psq" | grep -A17 '^position after' | tail -17)"
printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR not a record \xff\xfe' >"$tmp/garbage.bin"
"$renju" show --record "$tmp/garbage.bin" >/dev/null 2>"$tmp/err"
expect "show --record: garbage refused" "1 yes" "$? $(grep -q '^error: .*garbage.bin: not a readable' "$tmp/err" && echo yes || echo no)"
"$renju" show --record "$tmp/g.sgf" --format lib >/dev/null 2>"$tmp/err"
expect "show --record --format lib on an SGF" "1 yes" "$? $(grep -q 'not a readable lib record' "$tmp/err" && echo yes || echo no)"
"$renju" show --record "$tmp/g.sgf" --move 6 >/dev/null 2>"$tmp/err"
expect "show --record: a move past the end" "2 error: --move 6: the game has 5 moves" "$? $(cat "$tmp/err")"
"$renju" show --record "$tmp/g.sgf" --format pgn >/dev/null 2>&1
expect "show --record: an unknown --format" 2 "$?"
"$renju" show --record "$tmp/go.sgf" >/dev/null 2>"$tmp/err"
expect "show --record: a Go SGF refused with where" "1 yes" "$? $(grep -q 'line 1, byte 7 (GM)' "$tmp/err" && echo yes || echo no)"
# `renju convert --from X --to Y`: standard input to standard output, or files.
expect "convert: stdin SGF to stdout text" "$tara" "$("$renju" convert --from sgf --to txt <"$tmp/g.sgf")"
"$renju" convert --to lib "$tmp/g.sgf" "$tmp/g2.lib"
expect "convert: files, the same .lib as record convert" yes "$(cmp -s "$tmp/g.lib" "$tmp/g2.lib" && echo yes || echo no)"
"$renju" convert --from sgf <"$tmp/g.sgf" >/dev/null 2>"$tmp/err"
expect "convert: stdout needs --to" 2 "$?"
"$renju" convert --from sgf --to txt <"$tmp/go.sgf" >/dev/null 2>"$tmp/err"
expect "convert: a Go SGF refused with where" "1 yes" "$? $(grep -q 'line 1, byte 7 (GM)' "$tmp/err" && echo yes || echo no)"

# The engine commands (ai-match and its referee, bench signature) have their own script.
"$(dirname "$0")/ai.sh" "$renju"
expect "engine commands (tests/cli/ai.sh)" 0 $?
"$(dirname "$0")/loadtest.sh" "$renju"
expect "load generator (tests/cli/loadtest.sh)" 0 $?

# The catalog checker (`renju i18n check`) has its own script.
"$(dirname "$0")/i18n.sh" "$renju"
expect "catalog checker (tests/cli/i18n.sh)" 0 $?

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
