/* A command's budget of work (budget.h). */
#include <stddef.h>

#include "adj/budget.h"

unsigned long	 budget_command = BUDGET_COMMAND;

static _Thread_local struct {
	int		 depth;		/* a command run inside another */
	int		 on;
	int		 spent;
	unsigned long	 left;
	unsigned long	 used;
} B;

/* A command run by another (a joined terminal's local step) spends from
 * the outer one's budget: only the outermost begins and ends it. */
void
budget_begin(unsigned long units)
{
	if (B.depth++ > 0)
		return;
	B.on = units != 0;
	B.spent = 0;
	B.left = units;
	B.used = 0;
}

unsigned long
budget_end(void)
{
	unsigned long	 used = B.used;

	if (B.depth > 0 && --B.depth > 0)
		return used;
	B.on = 0;
	B.spent = 0;
	return used;
}

int
budget_spend(unsigned long units)
{
	B.used += units;
	if (!B.on)
		return 0;
	if (B.spent || units > B.left) {
		B.spent = 1;
		B.left = 0;
		return -1;
	}
	B.left -= units;
	return 0;
}

int
budget_spent(void)
{
	return B.on && B.spent;
}

/* SQLite's progress handler: non-zero interrupts the statement. */
static int
progress(void *arg)
{
	(void)arg;
	return budget_spend(1) != 0;
}

void
budget_watch(sqlite3 *db)
{
	if (db != NULL)
		sqlite3_progress_handler(db, BUDGET_SQL_STEPS, progress, NULL);
}
