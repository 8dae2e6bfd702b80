#ifndef STATETUTOR_CEDITLINE_SHIM_H
#define STATETUTOR_CEDITLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <histedit.h>

/*
 * libedit's own interface (histedit.h), not its readline emulation: the emulation keeps the
 * exported `rl_line_buffer` pointing into a buffer that libedit reallocates as the line grows,
 * and writes a NUL through the stale pointer after each key (heap corruption from a line of a
 * few kilobytes). Here every line is read back through `el_line`, fresh each time.
 *
 * `el_set` and `history` are variadic, which Swift cannot call: these functions are the way in.
 */

typedef char *(*statetutor_prompt_function)(EditLine *);
typedef unsigned char (*statetutor_editor_function)(EditLine *, int);

static inline EditLine *statetutor_el_init(const char *name) { return el_init(name, stdin, stdout, stderr); }
static inline void statetutor_el_set_prompt(EditLine *el, statetutor_prompt_function function) {
    el_set(el, EL_PROMPT_ESC, function, '\1');
}
static inline void statetutor_el_set_editor(EditLine *el, const char *editor) { el_set(el, EL_EDITOR, editor); }
static inline void statetutor_el_set_signal(EditLine *el, int on) { el_set(el, EL_SIGNAL, on); }
static inline void statetutor_el_set_edit_mode(EditLine *el, int on) { el_set(el, EL_EDITMODE, on); }
static inline void statetutor_el_set_unbuffered(EditLine *el, int on) { el_set(el, EL_UNBUFFERED, on); }
static inline void statetutor_el_set_history(EditLine *el, History *history_) { el_set(el, EL_HIST, history, history_); }
static inline void statetutor_el_set_client_data(EditLine *el, void *data) { el_set(el, EL_CLIENTDATA, data); }
static inline void *statetutor_el_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline void statetutor_el_add_function(
    EditLine *el, const char *name, const char *help, statetutor_editor_function function) {
    el_set(el, EL_ADDFN, name, help, function);
}
static inline void statetutor_el_bind(EditLine *el, const char *keys, const char *command) {
    el_set(el, EL_BIND, keys, command, NULL);
}
/* Forgets where libedit thinks the cursor is and draws the prompt and the line again. */
static inline void statetutor_el_refresh(EditLine *el) { el_set(el, EL_REFRESH); }

static inline void statetutor_history_set_size(History *history_, int size) {
    HistEvent event;
    history(history_, &event, H_SETSIZE, size);
}
static inline void statetutor_history_enter(History *history_, const char *line) {
    HistEvent event;
    history(history_, &event, H_ENTER, line);
}
static inline int statetutor_history_load(History *history_, const char *path) {
    HistEvent event;
    return history(history_, &event, H_LOAD, path);
}
static inline int statetutor_history_save(History *history_, const char *path) {
    HistEvent event;
    return history(history_, &event, H_SAVE, path);
}

#endif
