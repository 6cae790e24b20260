# Match expected lines (first file) against actual output (second file).
# "..." skips any lines; " (re)" suffix makes the line a regex.
FNR == NR { want[++ne] = $0; next }
{ act[++na] = $0 }
function same(e, a,    re) {
	if (e ~ / \(re\)$/) {
		re = "^" substr(e, 1, length(e) - 5) "$"
		return a ~ re
	}
	return e == a
}
function match_from(i, j,    k) {
	while (i <= ne) {
		if (want[i] == "...") {
			if (i == ne)
				return 1
			for (k = j; k <= na; k++)
				if (match_from(i + 1, k))
					return 1
			return 0
		}
		if (j > na || !same(want[i], act[j]))
			return 0
		i++
		j++
	}
	return j > na
}
END {
	if (match_from(1, 1))
		exit 0
	print "expected:"
	for (i = 1; i <= ne; i++)
		print "  " want[i]
	print "got:"
	for (i = 1; i <= na; i++)
		print "  " act[i]
	exit 1
}
