# A table's CSV file keeps the input rule (issue 12): UTF-8 text without
# control characters, and bounded before it is held: at most 256 KiB a
# file, 64 KiB a line, 4 KiB a field, 64 fields a line.  Each refusal is
# one line naming the file, the line and what was expected.

$ (echo roll,result; printf '1,a'; for i in $(seq 69); do printf ',x'; done; echo) > wide.csv; adjutant -c 'table import longstreet-attacks.fog-of-war wide.csv --partial'
wide.csv line 2: 71 fields, at most 64
[1]

$ printf 'roll,result\n1,Union Battlefield Chaos\n2,caf\351\n' > latin1.csv; adjutant -c 'table import longstreet-attacks.fog-of-war latin1.csv --partial'
latin1.csv line 3, character 6: byte 0xE9 is not UTF-8 (expected UTF-8 text: is the terminal or file in Latin-1 or another encoding?)
[1]

$ printf 'roll,result\n1,\033[2JUnion Battlefield Chaos\n' > esc.csv; adjutant -c 'table import longstreet-attacks.fog-of-war esc.csv --partial'
esc.csv line 2, character 3: control character 0x1B (expected printable text)
[1]

A file of 100 MB (sparse: no disk used) is refused by its size, before a
byte of it is read; a device that never ends is no file to read:

$ truncate -s 100M big.csv; adjutant -c 'table import longstreet-attacks.fog-of-war big.csv --partial'; adjutant -c 'table import longstreet-attacks.fog-of-war /dev/zero --partial'
big.csv is 104857600 bytes: expected a CSV file of at most 256 KiB
/dev/zero is not a regular file: expected a CSV file of at most 256 KiB
[1]

A FIFO is refused without waiting for a writer (opening one to read
blocks until someone writes to it: the terminal would hang):

$ mkfifo pipe.csv; timeout 5 adjutant -c 'table import longstreet-attacks.fog-of-war pipe.csv --partial'
pipe.csv is not a regular file: expected a CSV file of at most 256 KiB
[1]

$ (echo roll,result; printf '1,'; head -c 5000 /dev/zero | tr '\0' a; echo) > cell.csv; adjutant -c 'table import longstreet-attacks.fog-of-war cell.csv --partial'
cell.csv line 2, column 2: 5000 bytes, at most 4096 (4 KiB) in a field
[1]

$ (echo roll,result; head -c 70000 /dev/zero | tr '\0' a; echo) > line.csv; adjutant -c 'table import longstreet-attacks.fog-of-war line.csv --partial'
line.csv line 2 is 70000 bytes long: at most 65536 (64 KiB)
[1]

A label longer than a label holds is refused, not cut short:

$ printf 'roll,result\n1234567890123456789012345678901234567890,x\n' > label.csv; adjutant -c 'table import longstreet-attacks.fog-of-war label.csv --partial'
label.csv line 2, column 1: "12345678901234567890..." is too long for a Die roll entry: at most 31 bytes
[1]

A file saved by a spreadsheet (a byte-order mark before the header's
first name, CRLF line ends) is read as it was meant:

$ printf '\357\273\277die,column,Routine,Tough,Severe\r\n5,Depletion,,D2,\r\n' > excel.csv; adjutant -c 'table import longstreet-attacks.cohesion-fire excel.csv --partial' | sed 's/, saved in .*//'
Imported the Fire Combat Cohesion Test Table: 1 cell (part of the table)
