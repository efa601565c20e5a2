#!/usr/bin/env bash
# End-to-end checks of the `renju` binary's engine commands: `ai-match` between two of our
# levels through `renju gomocup` (the report's structure, records that replay), the referee
# against misbehaving engines (tests/cli/fake_engine.sh), and the bench signature.
# Usage: tests/cli/ai.sh path/to/renju      (run by tests/cli/run.sh; exits non-zero on failure)
set -uo pipefail
renju=${1:?usage: tests/cli/ai.sh path/to/renju}
renju=$(cd "$(dirname "$renju")" && pwd)/$(basename "$renju")
here=$(cd "$(dirname "$0")" && pwd)
fake=$here/fake_engine.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=tests/cli/checks.sh
. "$here/checks.sh"

# Two standard openings and, in a comment, the reason the file format allows them.
printf '# two of the 26\nh8 h9 j10\n\nh8 h9 i10   # trailing comment\n' >"$tmp/open2"
head -2 "$tmp/open2" | tail -1 >"$tmp/open1"

# A real match, two of our levels; node limits make it independent of the machine's load, and
# the time per move is only a safety net (the asan build is slow).
"$renju" ai-match --engine "'$renju' gomocup --level beginner" --level beginner \
  --openings "$tmp/open2" --nodes 300 --time 60000 --records "$tmp/rec" \
  >"$tmp/match" 2>"$tmp/match.err"
expect "ai-match exit status" 0 $?
has "ai-match: header" "$tmp/match" '^match: 2 openings x 2 colours = 4 games, concurrency 1$'
has "ai-match: engine 1 named with its limits" "$tmp/match" \
  '^engine 1: .* gomocup --level beginner \(time 60000 ms, nodes 300, depth 0, settle 0 ms\)$'
has "ai-match: by colour (black)" "$tmp/match" '^engine 1 as black: \+[0-9]+ =[0-9]+ -[0-9]+$'
has "ai-match: by colour (white)" "$tmp/match" '^engine 1 as white: \+[0-9]+ =[0-9]+ -[0-9]+$'
total=$(sed -nE 's/^engine 1 total: \+([0-9]+) =([0-9]+) -([0-9]+), score .*/\1+\2+\3/p' "$tmp/match")
expect "ai-match: four games counted" 4 "$((${total:-0}))"
has "ai-match: elo with margin" "$tmp/match" '^elo \(engine 1 - engine 2\): ([+-][0-9]+ ± ([0-9]+|inf)|[+-]inf .*)$'
expect "ai-match: our levels break no rule" 0 "$(grep -c '^fault:' "$tmp/match")"
expect "ai-match: a progress line per game" 4 "$(grep -cE '^game [1-4]/4 \(opening [12], engine [12] black\): ' "$tmp/match.err")"
expect "ai-match: one record per game" 4 "$(ls "$tmp/rec" | grep -c '^game-00[1-4]\.txt$')"
replayed=0
for f in "$tmp"/rec/game-*.txt; do
  "$renju" show "$(tail -1 "$f")" >/dev/null 2>&1 && replayed=$((replayed + 1))
done
expect "ai-match: every record replays under the rules" 4 "$replayed"
read_back=0
for f in "$tmp"/rec/game-*.txt; do
  "$renju" show --record "$f" >/dev/null 2>&1 && read_back=$((read_back + 1))
done
expect "ai-match: every record file reads as a text record (show --record)" 4 "$read_back"
expect "ai-match: records name the opening" "h8 h9 j10" "$(tail -1 "$tmp/rec/game-001.txt" | cut -d' ' -f1-3)"
has "ai-match: records say the rule" "$tmp/rec/game-001.txt" '^# rule: renju \(Gomocup INFO rule 4'
has "ai-match: records name the canonical opening" "$tmp/rec/game-001.txt" '^# opening: 1 \([0-9]+[DI] [A-Z][a-z]+\)$'
# Node-limited games are repeatable: the same match gives the same games.
"$renju" ai-match --engine "'$renju' gomocup --level beginner" --level beginner \
  --openings "$tmp/open1" --nodes 300 --time 60000 --records "$tmp/rec2" >/dev/null 2>&1
expect "ai-match: node-limited games repeat exactly" "$(tail -1 "$tmp/rec/game-002.txt")" \
  "$(tail -1 "$tmp/rec2/game-002.txt")"

# match_with MODE OPENINGS [extra options]: engine 1 is the fake in MODE, engine 2 our beginner;
# engine 1's time per move is 60 s unless FAKE_MS says otherwise, ours always is.
match_with() {
  local mode=$1 openings=$2
  shift 2
  "$renju" ai-match --engine "'$fake' $mode" --level beginner --openings "$openings" \
    --nodes 300 --time "${FAKE_MS:-60000}" --time 60000 "$@" >"$tmp/fake.$mode" 2>/dev/null
}
match_with centre "$tmp/open1"
expect "referee: occupied point loses (both colours)" \
  "engine 1 losses by rule: forbidden 0, occupied 2, time-out 0, protocol error 0" \
  "$(grep '^engine 1 losses' "$tmp/fake.centre")"
has "referee: occupied point named" "$tmp/fake.centre" \
  '^fault: game 1 engine 1 \(black\) lost by occupied: black: played h8 is occupied$'
expect "referee: engine 1 lost both" "engine 1 total: +0 =0 -2, score 0.0 %" \
  "$(grep '^engine 1 total' "$tmp/fake.centre")"
# Black g8 i8 h7 h9 (White far away), Black to move: h8 is a double-three.
echo "g8 a1 i8 c1 h7 e1 h9 g1" >"$tmp/open33"
match_with centre "$tmp/open33"
has "referee: forbidden move loses" "$tmp/fake.centre" \
  '^fault: game 1 engine 1 \(black\) lost by forbidden: black: played h8 is forbidden \(double-three\)$'
# A real game (ours against Rapfi) that reached Black to move with one empty point, forbidden
# for Black: the referee ends it as a draw before asking either engine for a move.
echo "h8 h9 i9 j10 g9 i7 h10 j8 f8 e7 g8 i8 g10 g7 h7 h6 k9 g5 f4 k6 j6 d8 f6 j7 l5 f9 j11 i11 i5 d7 k7 l8 f10 e10 j5 h5 h4 g3 g4 i4 f7 f5 d5 e6 e4 d4 c8 c6 e8 k8 m8 l9 i6 k4 m10 e11 k5 m5 m7 m6 d9 c10 l6 j4 l10 l4 m4 m11 n8 o9 k11 m9 g11 g12 e12 c12 d11 d10 c9 h13 i14 e13 k12 k13 f13 h12 f14 h14 l11 j13 f12 f11 l13 i10 l12 l14 h15 g14 l7 j12 m15 o7 o10 k10 n6 o8 n5 n7 k2 l3 j2 b6 c5 m14 k14 l2 a6 b5 a10 m12 a9 c13 a13 a11 o6 m3 b7 e9 k3 f3 c3 b14 e3 d15 e15 b11 n4 n3 b12 e2 d3 e1 b3 a3 a7 a8 a5 g2 f2 j3 c11 n12 k15 d14 n15 l15 h3 n13 n11 d2 j9 h1 f1 o11 i13 k1 d12 d1 i15 g15 e14 c4 a1 o5 i1 n10 b1 o3 c1 m1 g1 b15 j1 b2 l1 o15 n1 a15 o1 j15 a2 n9 c2 n14 h2 j14 i2 f15 m2 c15 n2 a14 o2 g13 i3 m13 a4 a12 b4 b13 o4 i12 e5 d13 d6 o12 g6 o13 o14 c14 c7 b9 b10 h11" >"$tmp/open-nomove"
match_with centre "$tmp/open-nomove"
expect "referee: Black without a legal point draws (both colours)" \
  "engine 1 total: +0 =2 -0, score 50.0 %" "$(grep '^engine 1 total' "$tmp/fake.centre")"
has "referee: no legal move counted as an end" "$tmp/fake.centre" ', no legal move 2$'
expect "referee: no legal move is nobody's fault" 0 "$(grep -c '^fault:' "$tmp/fake.centre")"
match_with garbage "$tmp/open1"
expect "referee: garbage is a protocol error" \
  "engine 1 losses by rule: forbidden 0, occupied 0, time-out 0, protocol error 2" \
  "$(grep '^engine 1 losses' "$tmp/fake.garbage")"
has "referee: the garbage quoted" "$tmp/fake.garbage" "lost by protocol error: (black|white): answered 'hello there'$"
match_with exit "$tmp/open1"
has "referee: an engine that exits loses" "$tmp/fake.exit" \
  'lost by protocol error: (black|white): the engine exited$'
FAKE_MS=50 match_with silent "$tmp/open1" --grace 50
expect "referee: silence is a time-out" \
  "engine 1 losses by rule: forbidden 0, occupied 0, time-out 2, protocol error 0" \
  "$(grep '^engine 1 losses' "$tmp/fake.silent")"
# Concurrency: the same referee verdicts with two games at once.
match_with centre "$tmp/open2" --concurrency 2
expect "referee: concurrency 2, every game judged" \
  "engine 1 losses by rule: forbidden 0, occupied 4, time-out 0, protocol error 0" \
  "$(grep '^engine 1 losses' "$tmp/fake.centre")"

# Pairs and the SPRT (docs/engine.md, "Pairs and the SPRT"). An engine against itself at a node
# limit plays each pair's two games alike (one point of two), so the test accepts H0 after a few
# pairs and plays no more; against the fake that always loses, every pair is won and H1 comes.
"$renju" ai-match --engine "'$renju' gomocup --level beginner" --level beginner \
  --openings "$tmp/open2" --nodes 300 --time 60000 --rounds 5 --sprt 0,200 \
  >"$tmp/sprt0" 2>"$tmp/sprt0.err"
expect "sprt: exit status" 0 $?
has "sprt: rounds in the header" "$tmp/sprt0" '^match: 2 openings x 2 colours x 5 rounds = 20 games, concurrency 1$'
has "sprt: the test stated" "$tmp/sprt0" '^sprt: H0 elo 0, H1 elo 200, alpha 0.05, beta 0.05: stops at LLR <= -2.94 or >= 2.94$'
has "sprt: the same engine's pairs all score one point" "$tmp/sprt0" "^pairs \(engine 1's points of 2\): 0: 0, ½: 0, 1: [1-9][0-9]*, 1½: 0, 2: 0$"
has "sprt: H0 accepted before the rounds ran out" "$tmp/sprt0" \
  '^sprt: H0 accepted after [1-9][0-9]* pairs \(LLR -[0-9.]+\): engine 1 is worse than \+200 Elo \(wrongly at most 0.05 of the time\); [0-9]+ of 20 games played$'
played=$(sed -nE 's/^sprt: .*; ([0-9]+) of 20 games played$/\1/p' "$tmp/sprt0")
expect "sprt: it stopped early, with whole pairs" yes "$([ "${played:-20}" -lt 20 ] && [ $((played % 2)) -eq 0 ] && echo yes)"
expect "sprt: a progress line per game played, with the LLR" "${played:-0}" "$(grep -cE '^game [0-9]+/20 .*, LLR -?[0-9.]+$' "$tmp/sprt0.err")"
has "sprt: pairs give their own Elo" "$tmp/sprt0" '^elo by pairs \(engine 1 - engine 2\): \+0 ± 0 over [1-9][0-9]* pairs$'
"$renju" ai-match --engine "'$renju' gomocup --level beginner" --engine "'$fake' centre" \
  --openings "$tmp/open2" --nodes 300 --time 60000 --rounds 5 --sprt 0,200 >"$tmp/sprt1" 2>/dev/null
has "sprt: H1 accepted against an engine that loses every game" "$tmp/sprt1" \
  '^sprt: H1 accepted after [1-9][0-9]* pairs \(LLR [0-9.]+\): engine 1 is better than \+0 Elo'
has "sprt: every pair won" "$tmp/sprt1" "^pairs \(engine 1's points of 2\): 0: 0, ½: 0, 1: 0, 1½: 0, 2: [1-9][0-9]*$"
for _ in $(seq 100); do echo "h8 h9 j10"; done >"$tmp/open100"
"$renju" ai-match --engine "'$fake' centre" --openings "$tmp/open100" --rounds 10000 \
  >/dev/null 2>"$tmp/rounds.bad"
expect "rounds: a match of more than a million games refused" 2 $?
has "rounds: the size explained" "$tmp/rounds.bad" '^error: 100 openings x 2 colours x 10000 rounds is more than 1000000 games$'
for bad in "10,0" "ten" "0,5000"; do
  "$renju" ai-match --engine "'$fake' centre" --openings "$tmp/open1" --sprt "$bad" >"$tmp/sprt.bad" 2>&1
  expect "sprt: --sprt $bad refused" 2 $?
  has "sprt: --sprt $bad explained" "$tmp/sprt.bad" '^error: --sprt'
done

# Rapfi's TURN fault (docs/engine.md, "Rapfi and TURN"), played by tests/cli/hasty_engine.sh
# around our beginner: a TURN within its window of its own last answer is refused. Refusing
# every TURN (a window of 1000 s) shows the fault; with a 0.1 s window and the referee waiting
# 0.2 s after each answer (--settle 200) every game is played out.
hasty="'$here/hasty_engine.sh'"
"$renju" ai-match --engine "$hasty 1000 '$renju' gomocup --level beginner" --level beginner \
  --openings "$tmp/open1" --nodes 300 --time 60000 >"$tmp/hasty" 2>/dev/null
expect "settle: the fault, without a wait" \
  "engine 1 losses by rule: forbidden 0, occupied 0, time-out 0, protocol error 2" \
  "$(grep '^engine 1 losses' "$tmp/hasty")"
has "settle: the fault quoted" "$tmp/hasty" "lost by protocol error: (black|white): answered 'ERROR Unknown command: [0-9]+,[0-9]+'$"
"$renju" ai-match --engine "$hasty 0.1 '$renju' gomocup --level beginner" --level beginner \
  --openings "$tmp/open1" --nodes 300 --time 60000 --settle 200 --settle 0 --records "$tmp/settled" \
  >"$tmp/settled.out" 2>/dev/null
expect "settle: no fault with the wait" 0 "$(grep -c '^fault:' "$tmp/settled.out")"
has "settle: engine 1's wait in the header" "$tmp/settled.out" '^engine 1: .*, settle 200 ms\)$'
has "settle: engine 2 waits not" "$tmp/settled.out" '^engine 2: .*, settle 0 ms\)$'
expect "settle: both games end by the rules" 2 "$(cat "$tmp"/settled/game-*.txt | grep -cE '^# result: .*\((five|board full):')"
# A command naming Rapfi gets its wait by default; --settle overrides it.
"$renju" ai-match --engine ": rapfi; '$fake' centre" --level beginner --openings "$tmp/open1" \
  --nodes 300 --time 60000 >"$tmp/rapfi" 2>/dev/null
has "settle: 300 ms by default for Rapfi" "$tmp/rapfi" '^engine 1: : rapfi; .*, settle 300 ms\)$'
"$renju" ai-match --engine ": rapfi; '$fake' centre" --level beginner --openings "$tmp/open1" \
  --nodes 300 --time 60000 --settle 0 >"$tmp/rapfi" 2>/dev/null
has "settle: --settle 0 overrides it" "$tmp/rapfi" '^engine 1: : rapfi; .*, settle 0 ms\)$'

# eval-data: the evaluation's inputs of the records' quiet positions, each game's result from
# the side to move's view; a file that is not a record is named and skipped.
"$renju" eval-data "$tmp/rec" --out "$tmp/eval" 2>"$tmp/eval.err"
expect "eval-data exit status" 0 $?
expect "eval-data: header names 39 columns, then the two pattern lists" "39 : own.patterns : opp.patterns" \
  "$(head -1 "$tmp/eval" | tr -d "#" | awk -F' : ' '{n = split($1, a, " "); print n " : " $2 " : " $3}')"
rows=$(grep -vc '^#' "$tmp/eval")
expect "eval-data: rows of 39 numbers and two pattern lists" "$rows" \
  "$(grep -cE '^[0-9]+ (0|0\.5|1) [0-9]+ [01]( -?[0-9]+){35} :( [0-9]+)+ :( [0-9]+)+$' "$tmp/eval")"
expect "eval-data: positions found" yes "$([ "$rows" -gt 0 ] && echo yes)"
expect "eval-data: results alternate with the side to move" 0 \
  "$(awk '!/^#/ && $1 == g && $3 == p + 1 && $2 + r != 1 {bad++} !/^#/ {g = $1; p = $3; r = $2} END {print bad + 0}' "$tmp/eval")"
expect "eval-data: the colour column is the side to move's" 0 \
  "$(awk '!/^#/ && $4 != $3 % 2 {bad++} END {print bad + 0}' "$tmp/eval")"
has "eval-data: summary line" "$tmp/eval.err" '^4 games, [0-9]+ quiet positions, 0 files skipped$'
# With --search-nodes each row also holds the strong search's score (a 40th column), the same
# positions in the same order, and the same scores again (node-limited: repeatable).
"$renju" eval-data "$tmp/rec" --search-nodes 300 --out "$tmp/evals" 2>/dev/null
expect "eval-data --search-nodes: the header names the search column" "40 search" \
  "$(head -1 "$tmp/evals" | tr -d "#" | awk -F' : ' '{n = split($1, a, " "); print n " " a[n]}')"
expect "eval-data --search-nodes: the same rows with a score after the evaluation" \
  "$(grep -v '^#' "$tmp/eval" | sed 's/ : .*//')" \
  "$(grep -v '^#' "$tmp/evals" | sed 's/ : .*//; s/ -\{0,1\}[0-9]*$//')"
expect "eval-data --search-nodes: repeatable" "$(cat "$tmp/evals")" \
  "$("$renju" eval-data "$tmp/rec" --search-nodes 300 2>/dev/null)"
printf '# result: 1-0\nh8 zz\n' >"$tmp/rec/garbage.txt"
"$renju" eval-data "$tmp/rec" --out "$tmp/eval2" 2>"$tmp/eval.err"
has "eval-data: a garbage record named" "$tmp/eval.err" "^skipped $tmp/rec/garbage.txt: its moves do not read: "
has "eval-data: the others still read" "$tmp/eval.err" '^4 games, [0-9]+ quiet positions, 1 files skipped$'
rm "$tmp/rec/garbage.txt"
"$renju" eval-data "$tmp/nothing" >/dev/null 2>"$tmp/err"
expect "eval-data: missing path refused" "2:error: $tmp/nothing: no such file or folder" "$?:$(cat "$tmp/err")"

# rank-data: per quiet position the inputs after the move played and after its alternatives,
# each group (game, ply) with the move played once among at least two rows; the colour column is
# that of the side to move where the row's position is evaluated (sign -1: the mover's opponent).
"$renju" rank-data "$tmp/rec" --width 8 --out "$tmp/rank" 2>"$tmp/rank.err"
expect "rank-data exit status" 0 $?
expect "rank-data: header names 40 columns" 40 "$(head -1 "$tmp/rank" | tr -d "#" | wc -w)"
rows=$(grep -vc '^#' "$tmp/rank")
expect "rank-data: rows of 40 numbers" "$rows" \
  "$(grep -cE '^[0-9]+ [0-9]+ [01] (-1|1) [01]( [0-9]+){34} -?[0-9]+$' "$tmp/rank")"
expect "rank-data: positions found" yes "$([ "$rows" -gt 0 ] && echo yes)"
expect "rank-data: one move played in every group of two to nine rows" 0 \
  "$(awk '!/^#/ {k = $1 " " $2; n[k]++; c[k] += $3} END {for (k in n) if (c[k] != 1 || n[k] < 2 || n[k] > 9) bad++; print bad + 0}' "$tmp/rank")"
expect "rank-data: the colour is the mover's after its own move's forced replies, else its opponent's" 0 \
  "$(awk '!/^#/ && $5 != ($4 == 1 ? $2 % 2 : ($2 + 1) % 2) {bad++} END {print bad + 0}' "$tmp/rank")"
has "rank-data: summary line" "$tmp/rank.err" '^4 games, [0-9]+ positions, 0 files skipped$'
printf '# result: 1-0\nh8 zz\n' >"$tmp/rec/garbage.txt"
"$renju" rank-data "$tmp/rec" --out "$tmp/rank2" 2>"$tmp/rank.err"
has "rank-data: a garbage record named" "$tmp/rank.err" "^skipped $tmp/rec/garbage.txt: its moves do not read: "
rm "$tmp/rec/garbage.txt"
"$renju" rank-data "$tmp/nothing" >/dev/null 2>"$tmp/err"
expect "rank-data: missing path refused" "2:error: $tmp/nothing: no such file or folder" "$?:$(cat "$tmp/err")"

# policy-data: per undecided position the move played and every candidate with its two patterns;
# the move played is always one of the candidates, and a garbage record is named and skipped.
"$renju" policy-data "$tmp/rec" --out "$tmp/policy" 2>"$tmp/policy.err"
expect "policy-data exit status" 0 $?
rows=$(grep -vc '^#' "$tmp/policy")
expect "policy-data: positions found" yes "$([ "$rows" -gt 0 ] && echo yes)"
expect "policy-data: rows of five numbers, then (point, own, opponent's pattern) triples" "$rows" \
  "$(grep -cE '^[0-9]+ [0-9]+ [01] [0-9]+ [0-9]+ :( [0-9]+ [0-9]+ -?[0-9]+)+$' "$tmp/policy")"
expect "policy-data: the move played is among the candidates" 0 \
  "$(awk -F' : ' '!/^#/ {split($1, h, " "); n = split($2, c, " "); ok = 0; for (k = 1; k <= n; k += 3) if (c[k] == h[4]) ok = 1; if (!ok) bad++} END {print bad + 0}' "$tmp/policy")"
expect "policy-data: the colour column is the side to move's" 0 \
  "$(awk '!/^#/ && $3 != $2 % 2 {bad++} END {print bad + 0}' "$tmp/policy")"
has "policy-data: summary line" "$tmp/policy.err" '^4 games, [0-9]+ positions, [0-9]+ moves away from the stones left out, 0 files skipped$'
printf '# result: 1-0\nh8 h8\n' >"$tmp/rec/garbage.txt"
"$renju" policy-data "$tmp/rec" --out "$tmp/policy2" 2>"$tmp/policy.err"
has "policy-data: a record with a move on an occupied point named" "$tmp/policy.err" "^skipped $tmp/rec/garbage.txt: move 2 is on an occupied point$"
has "policy-data: the others still read" "$tmp/policy.err" '^4 games, [0-9]+ positions, [0-9]+ moves away from the stones left out, 1 files skipped$'
rm "$tmp/rec/garbage.txt"
"$renju" policy-data "$tmp/nothing" >/dev/null 2>"$tmp/err"
expect "policy-data: missing path refused" "2:error: $tmp/nothing: no such file or folder" "$?:$(cat "$tmp/err")"

# The bench signature: node counts at fixed depth, the same on every machine and build. A
# change of search behaviour shows here; update tests/ai/data/bench-signature.txt with it.
"$renju" bench search --repetitions 1 >"$tmp/bench" 2>&1
expect "bench search exit status" 0 $?
expect "bench search: signature as recorded" \
  "$(grep -v '^#' "$here/../ai/data/bench-signature.txt")" \
  "$(grep -E '^  position|signature' "$tmp/bench")"

# analyse: White's g10 h9 i8 make a three on the anti-diagonal (j7 makes a straight four), so
# White has a VCF if it were to move, and Black to move must answer it.
"$renju" analyse "h8 h9 i9 g7 i7 i8 j8 g10" --nodes 4000 --depth 3 --top 2 >"$tmp/an"
expect "analyse exit status" 0 $?
expect "analyse: header" "position: 8 stones, black to move" "$(head -1 "$tmp/an")"
expect "analyse: two moves listed" 2 "$(grep -cE '^  [12]\. [a-o][0-9]+ +([+-][0-9]+|[+-]win)  pv [a-o][0-9]+( [a-o][0-9]+)*$' "$tmp/an")"
has "analyse: White's threat seen" "$tmp/an" '^vcf white: win j7$'
has "analyse: no VCF for Black" "$tmp/an" '^vcf black: none$'
expect "analyse: repeatable with a node limit" "$(cat "$tmp/an")" \
  "$("$renju" analyse h8 h9 i9 g7 i7 i8 j8 g10 --nodes 4000 --depth 3 --top 2)"
# --quiet-depth 0: threes and fours only. In this position of a Rapfi self-play game Black's VCT
# at 20 000 nodes needs the quiet threats the default lets the VCT take (tests/ai/analysis_test.cpp).
quiet_pos="h8 i9 i7 k7 j6 k5 k6 l6 j8 j4 m7 h6 i8 k8 g10 h2"
has "analyse: a VCT with quiet threats" <("$renju" analyse "$quiet_pos" --nodes 20000 --top 1) \
  '^vct black: win i3( [a-o][0-9]+)+$'
has "analyse: none with threes and fours only" \
  <("$renju" analyse "$quiet_pos" --nodes 20000 --top 1 --quiet-depth 0) '^vct black: none$'
"$renju" analyse "h8 i9" --quiet-depth 21 >/dev/null 2>&1
expect "analyse: --quiet-depth out of range refused" 1 $(( $? != 0 ))
"$renju" analyse "h8 h8" >/dev/null 2>"$tmp/err"
expect "analyse: illegal position refused" "1:error: move 2 'h8': point already occupied" "$?:$(cat "$tmp/err")"

# book: a small opening book built with tiny budgets: its text names the command, holds as many
# entries as the summary says, each with a key, a move and a score; the same output twice (with
# one job or two).
"$renju" book --max-openings 1 --plies 2 --replies 1 --nodes 2000 --reply-nodes 2000 --jobs 2 \
  --out "$tmp/book.hpp" 2>"$tmp/book.err"
expect "book exit status" 0 $?
has "book: the command in the header" "$tmp/book.hpp" \
  '^//   renju book --plies 2 --replies 1 --nodes 2000 --reply-nodes 2000 --max-openings 1$'
entries=$(grep -cE '^    \{"[bw]:([a-o][0-9]+[bw],?)+", "[a-o][0-9]+", -?[0-9]+\},$' "$tmp/book.hpp")
has "book: summary counts the entries" "$tmp/book.err" "^book: $entries positions$"
expect "book: the opening and at most two replies' positions" yes \
  "$([ "$entries" -ge 2 ] && [ "$entries" -le 3 ] && echo yes)"
has "book: a progress line" "$tmp/book.err" 'book: ply 2 of 2, position [0-9]+ of [0-9]+'
expect "book: the same book again" "$(cat "$tmp/book.hpp")" \
  "$("$renju" book --max-openings 1 --plies 2 --replies 1 --nodes 2000 --reply-nodes 2000 2>/dev/null)"
"$renju" book --plies 0 >/dev/null 2>"$tmp/err"
expect "book: a bad option refused" "105:--plies: Value 0 not in range 1 to 8" "$?:$(head -1 "$tmp/err")"

# ai-tactics: the outside suite of published problems, answered by the analysis on a small
# budget (how many it solves depends on the machine's speed: only the report's form is checked),
# and a broken suite refused with its line.
"$renju" ai-tactics solve --suite "$here/../ai/data/outside_suite.txt" --seconds 0.2 --analysis \
  >"$tmp/tac" 2>&1
expect "ai-tactics: exit status" 0 $?
has "ai-tactics: the report" "$tmp/tac" \
  '^solved [0-8] of 8 \([0-9.]+%\) within 0.20 s each by the analysis; mean [0-9.]+ s, worst [0-9.]+ s$'
printf 'black h8 h9\ngreen h8\n' >"$tmp/badsuite"
"$renju" ai-tactics solve --suite "$tmp/badsuite" >/dev/null 2>"$tmp/err"
expect "ai-tactics: a bad suite line named" \
  "1:error: $tmp/badsuite: line 2: the side to move must be 'black' or 'white', not 'green'" \
  "$?:$(cat "$tmp/err")"

# Bad input is refused before any game starts.
"$renju" ai-match --engine true --openings "$tmp/none" >/dev/null 2>"$tmp/err"
expect "ai-match: missing openings file" "2:error: cannot read the openings file $tmp/none" "$?:$(cat "$tmp/err")"
echo "h8 h8" >"$tmp/badopen"
"$renju" ai-match --engine true --openings "$tmp/badopen" >/dev/null 2>"$tmp/err"
expect "ai-match: illegal opening named" "2:error: $tmp/badopen:1: move 2: h8 is occupied" "$?:$(cat "$tmp/err")"
"$renju" ai-match --engine true --engine true --engine true --openings "$tmp/open1" >/dev/null 2>"$tmp/err"
expect "ai-match: three engines refused" "2:error: give --engine once (against --level) or twice" "$?:$(cat "$tmp/err")"

echo "ai: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
