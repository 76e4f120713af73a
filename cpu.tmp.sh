tck=$(getconf CLK_TCK)
for p in $(pgrep -f chromium); do s=$(awk '{print $14+$15}' /proc/$p/stat 2>/dev/null); t=$(tr '\0' ' ' < /proc/$p/cmdline | grep -o -- '--type=[a-z-]*\|--utility-sub-type=[a-zA-Z.]*' | tr '\n' ' '); echo "$((s*1000/tck))ms ${t:-browser}"; done | sort -rn | head
