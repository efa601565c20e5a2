#!/usr/bin/env bash
# A misbehaving Gomocup brain for the referee checks of `renju ai-match` (tests/cli/run.sh).
# It answers START properly, then every move request according to its mode:
#   centre   always 7,7 (h8): an occupied point after a standard opening, or a forbidden
#            double-three for Black in a position built for it
#   garbage  a line that is no move
#   silent   nothing at all (a time-out)
#   exit     leaves without a word
mode=${1:?usage: fake_engine.sh centre|garbage|silent|exit}
answer() {
  case $mode in
    centre) echo "7,7" ;;
    garbage) echo "hello there" ;;
    silent) ;;
    exit) exit 0 ;;
  esac
}
in_board=0
while IFS= read -r line; do
  line=${line%$'\r'}
  if [ $in_board -eq 1 ]; then
    [ "${line^^}" == DONE ] && { in_board=0; answer; }
    continue
  fi
  case ${line^^} in
    START*) echo OK ;;
    BOARD) in_board=1 ;;
    TURN* | BEGIN) answer ;;
    END) exit 0 ;;
  esac
done
