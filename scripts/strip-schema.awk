# The rules image's CREATE TABLE statements without what only loading
# needs: comments, CHECK constraints, REFERENCES and FOREIGN KEY clauses,
# NOT NULL and DEFAULT (the build enforced them all while it loaded the
# data, and filled in the defaults; the image is read-only after).  Column
# names, types, PRIMARY KEY and UNIQUE stay as written, so every query
# reads the same table, by the same keys.
# SQLite parses the whole schema at a program's first query: the text
# it parses is less than half, and start-up quicker.
# Usage: awk -f strip-schema.awk SCHEMA.sql  (statements, one or more)
function word_at(i, w) {
	return toupper(substr(s, i, length(w))) == w &&
	    substr(s, i + length(w), 1) !~ /[A-Za-z0-9_]/ &&
	    (i == 1 || substr(s, i - 1, 1) !~ /[A-Za-z0-9_]/)
}
function blanks(i) {
	while (substr(s, i, 1) ~ /[ \t\n\r]/)
		i++
	return i
}
# Past a quoted string starting at i.
function quoted(i, q) {
	q = substr(s, i, 1)
	for (i++; i <= n; i++)
		if (substr(s, i, 1) == q) {
			if (substr(s, i + 1, 1) != q)
				return i + 1
			i++
		}
	return i
}
# Past the parenthesised group at i (none there: i).
function group(i, depth, c) {
	if (substr(s, i, 1) != "(")
		return i
	for (depth = 0; i <= n; ) {
		c = substr(s, i, 1)
		if (c == "'" || c == "\"") {
			i = quoted(i)
			continue
		}
		if (c == "(")
			depth++
		else if (c == ")" && --depth == 0)
			return i + 1
		i++
	}
	return i
}
{ s = s $0 "\n" }
END {
	n = length(s)
	out = ""
	for (i = 1; i <= n; ) {
		c = substr(s, i, 1)
		if (c == "'" || c == "\"") {
			j = quoted(i)
			out = out substr(s, i, j - i)
			i = j
		} else if (substr(s, i, 2) == "--") {
			while (i <= n && substr(s, i, 1) != "\n")
				i++
		} else if (word_at(i, "CHECK")) {
			i = group(blanks(i + 5))
		} else if (word_at(i, "FOREIGN")) {
			i = blanks(i + 7)		# KEY (cols) REFERENCES ...
			if (word_at(i, "KEY"))
				i = group(blanks(i + 3))
		} else if (word_at(i, "NOT") && word_at(blanks(i + 3), "NULL") &&
		    toupper(out) !~ /[^A-Z0-9_]IS *$/) {
			i = blanks(i + 3) + 4	# not "x IS NOT NULL"
		} else if (word_at(i, "DEFAULT")) {
			i = blanks(i + 7)	# a literal, or an expression
			c = substr(s, i, 1)
			if (c == "'" || c == "\"")
				i = quoted(i)
			else if (c == "(")
				i = group(i)
			else
				while (substr(s, i, 1) ~ /[-+A-Za-z0-9_.]/)
					i++
		} else if (word_at(i, "REFERENCES")) {
			i = blanks(i + 10)
			while (substr(s, i, 1) ~ /[A-Za-z0-9_]/)
				i++
			i = group(blanks(i))
		} else if (c ~ /[ \t\n\r]/) {
			out = out " "
			i = blanks(i)
		} else {
			out = out c
			i++
		}
	}
	# A table constraint taken out leaves its comma.
	while (gsub(/, *,/, ",", out) > 0)
		;
	gsub(/ +,/, ",", out)
	gsub(/, *\)/, ")", out)
	gsub(/ +/, " ", out)
	gsub(/ *; */, ";\n", out)
	printf "%s", out
}
