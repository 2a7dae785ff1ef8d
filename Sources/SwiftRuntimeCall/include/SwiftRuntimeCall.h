#ifndef SWIFT_RUNTIME_CALL_H
#define SWIFT_RUNTIME_CALL_H

/// Calls a Swift class's allocating initializer that takes no argument, `function`, for the
/// class whose metadata is `metatype`, and returns the new object (+1). Swift passes an
/// allocating initializer's metatype as its `self`, in the register Swift code cannot name; C
/// can (`swift_context`), so this is the one call Earshot makes in C.
void *_Nonnull earshot_call_allocating_initializer(const void *_Nonnull function, const void *_Nonnull metatype);

#endif
