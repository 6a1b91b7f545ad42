# Sourced by .ci/run and scripts/test.sh: `phase NAME command...` runs the command and prints how long it took,
# and the summary of every phase is printed when the script exits (also on failure), so CI's log shows where the
# minutes went (the CI budget is 25 minutes). Beside the wall time, the CPU seconds the phase's processes used and
# the load average when it ended: on a shared machine the wall time says as much about the others as about us.
PHASES=()
# CPU seconds (user + system) of the finished children of the shell with pid $1 (cutime + cstime of its stat; read
# from /proc because a command substitution is a subshell, whose own `times` would count only its own children)
children_cpu() {
  awk -v tck="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); printf "%d", ($14 + $15) / tck }' "/proc/$1/stat" 2>/dev/null || echo 0
}
# the machine's CPU ticks, idle (idle + iowait) and all, from /proc/stat's first line: "idle N%" beside a phase
# says whether it left cores unused (waits) or was bound by CPU, which its own cpu figure cannot tell when the work is
# done by processes that are not its children (PostgreSQL's backends, Chromium's renderers)
cpu_ticks() {
  awk '/^cpu / { t = 0; for (i = 2; i <= NF; i++) t += $i; printf "%d %d", $5 + $6, t; exit }' /proc/stat 2>/dev/null || echo "0 0"
}
idle_share() { # $1 = cpu_ticks at the start
  local i0 t0 i1 t1
  read -r i0 t0 <<< "$1"
  read -r i1 t1 <<< "$(cpu_ticks)"
  if [ $((t1 - t0)) -gt 0 ]; then echo "$(( 100 * (i1 - i0) / (t1 - t0) ))%"; else echo "?"; fi
}
phase() {
  local name="$1"; shift
  local t0=$SECONDS c0 me=$BASHPID ticks0
  c0=$(children_cpu "$me")
  ticks0=$(cpu_ticks)
  echo "::phase ${name} started at $(date -u +%H:%M:%S)"
  local rc=0
  "$@" || rc=$?
  local dt=$((SECONDS - t0)) cpu load idle
  cpu=$(( $(children_cpu "$me") - c0 ))
  load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
  idle=$(idle_share "$ticks0")
  PHASES+=("$(printf '%-22s %4ds  cpu %4ds  idle %-4s  load %-15s %s' "$name" "$dt" "$cpu" "$idle" "$load" "$([ $rc -eq 0 ] && echo ok || echo "FAILED ($rc)")")")
  echo "::phase ${name} took ${dt}s (cpu ${cpu}s, machine idle ${idle}, load ${load})"
  return $rc
}
# `phase_bg NAME command...` starts a phase beside the next ones, its output kept aside (not interleaved with
# theirs); `phase_wait` prints that output and its summary line once it has ended and answers its exit status.
phase_bg() {
  BG_NAME="$1"
  BG_DIR=$(mktemp -d)
  ( trap - EXIT; PHASES=(); rc=0; phase "$@" > "$BG_DIR/log" 2>&1 || rc=$?; printf '%s\n' "${PHASES[@]}" > "$BG_DIR/phase"; exit $rc ) &
  BG_PID=$!
  echo "::phase ${BG_NAME} runs beside the next phases (its output follows when it ends)"
}
phase_wait() {
  local rc=0
  wait "$BG_PID" || rc=$?
  cat "$BG_DIR/log"
  if [ -s "$BG_DIR/phase" ]; then PHASES+=("$(cat "$BG_DIR/phase")"); else PHASES+=("$(printf '%-22s  FAILED (%s)' "$BG_NAME" "$rc")"); fi
  rm -rf "$BG_DIR"
  return $rc
}
phase_summary() {
  [ ${#PHASES[@]} -eq 0 ] && return
  echo "---- phases (${SECONDS}s in all) ----"
  printf '%s\n' "${PHASES[@]}"
}
trap phase_summary EXIT
