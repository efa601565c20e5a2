#!/usr/bin/env bash
# A Gomocup brain with Rapfi's TURN fault, for the referee's --settle check (tests/cli/ai.sh):
# it forwards everything to a real engine (the rest of its command line) and its answers back,
# but a TURN that arrives within WINDOW seconds of its last answer is refused with
# "ERROR Unknown command", as Rapfi refuses a TURN that comes right after an early answer of
# its own (docs/engine.md, "Rapfi and TURN"). A referee that waits longer than WINDOW after
# each answer before its TURN never sees the error.
# Usage: hasty_engine.sh WINDOW CMD...
window=${1:?usage: hasty_engine.sh WINDOW CMD...}
shift
coproc ENGINE { "$@"; }
to_engine=${ENGINE[1]}
from_engine=${ENGINE[0]}
last_answer=0  # $EPOCHREALTIME of the last answer passed on; 0: none yet

# Passes the engine's next answer on, skipping nothing (MESSAGE lines go through too).
relay() {
  local reply
  while IFS= read -r reply <&"$from_engine"; do
    case ${reply^^} in
      MESSAGE* | DEBUG*) echo "$reply" ;;
      *)
        # Stamped before it goes out: the referee's wait starts only once it has the answer, so
        # however late this script runs on a loaded machine, the window is never measured short.
        last_answer=$EPOCHREALTIME
        echo "$reply"
        return 0
        ;;
    esac
  done
  exit 0
}

too_soon() {
  [ "$last_answer" = 0 ] && return 1
  local now=$EPOCHREALTIME
  # Microseconds, without floating point: "1234.567890" -> 1234567890.
  local elapsed=$((${now/./} - ${last_answer/./}))
  local limit
  limit=$(awk -v w="$window" 'BEGIN { printf "%d", w * 1000000 }')
  [ "$elapsed" -lt "$limit" ]
}

in_board=0
while IFS= read -r line; do
  line=${line%$'\r'}
  if [ $in_board -eq 1 ]; then
    echo "$line" >&"$to_engine"
    [ "${line^^}" == DONE ] && {
      in_board=0
      relay
    }
    continue
  fi
  case ${line^^} in
    TURN*)
      if too_soon; then
        echo "ERROR Unknown command: ${line#* }"
        last_answer=$EPOCHREALTIME
        continue
      fi
      echo "$line" >&"$to_engine"
      relay
      ;;
    START* | BEGIN)
      echo "$line" >&"$to_engine"
      relay
      ;;
    BOARD)
      echo "$line" >&"$to_engine"
      in_board=1
      ;;
    END)
      echo "$line" >&"$to_engine"
      exit 0
      ;;
    *) echo "$line" >&"$to_engine" ;;
  esac
done
