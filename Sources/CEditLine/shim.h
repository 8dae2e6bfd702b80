#ifndef STATETUTOR_CEDITLINE_SHIM_H
#define STATETUTOR_CEDITLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

/* Swift 6 cannot touch C mutable globals; these functions are the only way in. */

static inline void statetutor_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void statetutor_rl_set_catch_signals(int on) { rl_catch_signals = on; }
static inline void statetutor_rl_set_completion(rl_completion_func_t *function) {
    rl_attempted_completion_function = function;
}
static inline void statetutor_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void statetutor_rl_set_completion_append(int character) { rl_completion_append_character = character; }
static inline const char *statetutor_rl_line_buffer(void) { return rl_line_buffer; }
static inline int statetutor_rl_end(void) { return rl_end; }
static inline int statetutor_rl_point(void) { return rl_point; }
static inline void statetutor_rl_set_word_break_characters(char *characters) {
    rl_basic_word_break_characters = characters;
    rl_completer_word_break_characters = characters;
}
static inline void statetutor_rl_reset_end(void) { rl_end = 0; rl_point = 0; }
static inline FILE *statetutor_stdin(void) { return stdin; }
static inline FILE *statetutor_stdout(void) { return stdout; }
static inline void statetutor_rl_set_streams(void) { rl_instream = stdin; rl_outstream = stdout; }

#endif
