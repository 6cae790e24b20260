/* GNU readline, loaded when the prompt first uses it (rl.c): a command
 * run from -c or a script never reads a line through it, and the library
 * (with the terminfo one it pulls in) cost every start about a sixth of
 * a millisecond to load.  The names of readline this directory uses are
 * defined here to go through the loaded library, so the code that uses
 * them reads as readline's own; include this instead of readline's
 * headers. */
#ifndef CLI_RL_H
#define CLI_RL_H

#include <stdio.h>

#include <readline/history.h>
#include <readline/readline.h>

/* Each of readline's own, by its declaration in readline's headers. */
struct rl_lib {
	__typeof__(readline)			*readline;
	__typeof__(rl_replace_line)		*replace_line;
	__typeof__(rl_crlf)			*crlf;
	__typeof__(rl_on_new_line)		*on_new_line;
	__typeof__(rl_redisplay)		*redisplay;
	__typeof__(rl_clear_visible_line)	*clear_visible_line;
	__typeof__(rl_set_prompt)		*set_prompt;
	__typeof__(rl_completion_matches)	*completion_matches;
	__typeof__(using_history)		*using_history;
	__typeof__(read_history)		*read_history;
	__typeof__(write_history)		*write_history;
	__typeof__(append_history)		*append_history;
	__typeof__(stifle_history)		*stifle_history;
	__typeof__(history_truncate_file)	*history_truncate_file;
	__typeof__(add_history)			*add_history;
	__typeof__(rl_line_buffer)		*line_buffer;
	__typeof__(rl_prompt)			*prompt;
	__typeof__(rl_outstream)		*outstream;
	__typeof__(rl_attempted_completion_over) *attempted_completion_over;
	__typeof__(rl_attempted_completion_function)
						*attempted_completion_function;
	__typeof__(rl_completer_quote_characters)
						*completer_quote_characters;
	__typeof__(rl_event_hook)		*event_hook;
};

const struct rl_lib	*rl_lib(void);

#define readline(p)		(rl_lib()->readline(p))
#define rl_replace_line(t, u)	(rl_lib()->replace_line((t), (u)))
#define rl_crlf()		(rl_lib()->crlf())
#define rl_on_new_line()	(rl_lib()->on_new_line())
#define rl_redisplay()		(rl_lib()->redisplay())
#define rl_clear_visible_line()	(rl_lib()->clear_visible_line())
#define rl_set_prompt(p)	(rl_lib()->set_prompt(p))
#define rl_completion_matches(t, f) (rl_lib()->completion_matches((t), (f)))
#define using_history()		(rl_lib()->using_history())
#define read_history(f)		(rl_lib()->read_history(f))
#define write_history(f)	(rl_lib()->write_history(f))
#define append_history(n, f)	(rl_lib()->append_history((n), (f)))
#define stifle_history(n)	(rl_lib()->stifle_history(n))
#define history_truncate_file(f, n) (rl_lib()->history_truncate_file((f), (n)))
#define add_history(l)		(rl_lib()->add_history(l))
#define rl_line_buffer		(*rl_lib()->line_buffer)
#define rl_prompt		(*rl_lib()->prompt)
#define rl_outstream		(*rl_lib()->outstream)
#define rl_attempted_completion_over (*rl_lib()->attempted_completion_over)
#define rl_attempted_completion_function \
	(*rl_lib()->attempted_completion_function)
#define rl_completer_quote_characters \
	(*rl_lib()->completer_quote_characters)
#define rl_event_hook		(*rl_lib()->event_hook)

#endif
