# Sourced by .ci/run and scripts/test.sh: `phase NAME command...` runs the command and prints how long it took,
# and the summary of every phase is printed when the script exits (also on failure), so CI's log shows where the
# minutes went (the CI budget is 25 minutes). Beside the wall time, the CPU seconds the phase's processes used and
# the load average when it ended: on a shared machine the wall time says as much about the others as about us.
PHASES=()
# CPU seconds (user + system) of this shell's finished children so far (cutime + cstime of /proc/$$/stat; $$ is
# this shell also inside the command substitution, whose own `times` would count only the subshell's children)
children_cpu() {
  awk -v tck="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); printf "%d", ($14 + $15) / tck }' "/proc/$$/stat" 2>/dev/null || echo 0
}
phase() {
  local name="$1"; shift
  local t0=$SECONDS c0
  c0=$(children_cpu)
  echo "::phase ${name} started at $(date -u +%H:%M:%S)"
  local rc=0
  "$@" || rc=$?
  local dt=$((SECONDS - t0)) cpu load
  cpu=$(( $(children_cpu) - c0 ))
  load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
  PHASES+=("$(printf '%-22s %4ds  cpu %4ds  load %-15s %s' "$name" "$dt" "$cpu" "$load" "$([ $rc -eq 0 ] && echo ok || echo "FAILED ($rc)")")")
  echo "::phase ${name} took ${dt}s (cpu ${cpu}s, load ${load})"
  return $rc
}
phase_summary() {
  [ ${#PHASES[@]} -eq 0 ] && return
  echo "---- phases (${SECONDS}s in all) ----"
  printf '%s\n' "${PHASES[@]}"
}
trap phase_summary EXIT
