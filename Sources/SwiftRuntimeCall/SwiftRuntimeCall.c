#include "SwiftRuntimeCall.h"

typedef void *_Nonnull (*AllocatingInitializer)(const void *_Nonnull metatype __attribute__((swift_context)))
    __attribute__((swiftcall));

void *_Nonnull earshot_call_allocating_initializer(const void *_Nonnull function, const void *_Nonnull metatype) {
    return ((AllocatingInitializer)function)(metatype);
}
