# Sourced by .ci/run and scripts/test.sh: `phase NAME command...` runs the command and prints how long it took,
# and the summary of every phase is printed when the script exits (also on failure), so CI's log shows where the
# minutes went (the CI budget is 25 minutes).
PHASES=()
phase() {
  local name="$1"; shift
  local t0=$SECONDS
  echo "::phase ${name} started at $(date -u +%H:%M:%S)"
  local rc=0
  "$@" || rc=$?
  local dt=$((SECONDS - t0))
  PHASES+=("$(printf '%-22s %4ds  %s' "$name" "$dt" "$([ $rc -eq 0 ] && echo ok || echo "FAILED ($rc)")")")
  echo "::phase ${name} took ${dt}s"
  return $rc
}
phase_summary() {
  [ ${#PHASES[@]} -eq 0 ] && return
  echo "---- phases (${SECONDS}s in all) ----"
  printf '%s\n' "${PHASES[@]}"
}
trap phase_summary EXIT
