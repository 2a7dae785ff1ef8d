/// The animations added to a layer (Core Animation's `add(_:forKey:)` and its siblings). The layer
/// keeps a copy of what is added, and its own values stay what the app sets: on iOS an animation
/// plays on the presentation layer, and what VoiceOver and the app read is the model. Earshot shows
/// no frames between start and end, so an animation that ends has ended when it is added: its
/// delegate hears the start and the end at once, and it is dropped unless
/// `isRemovedOnCompletion` is false. One that repeats for ever stays until removed
/// (docs/uikit.md, "Animations").
extension CALayer {
    /// Adds a copy of `anim` under `key` (nil: under no key, so it cannot be looked up), replacing
    /// the animation already under that key.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        let copy = anim.copy() as? CAAnimation ?? anim
        copy.delegate?.animationDidStart(copy)
        if copy.ends {
            copy.delegate?.animationDidStop(copy, finished: true)
            if copy.isRemovedOnCompletion { return }
        }
        addedAnimations.append(AddedAnimation(key: key, animation: copy, hasEnded: copy.ends))
    }

    /// The animation under `key`, or nil (also once it ended and was removed).
    public func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order added; nil when there is none.
    public func animationKeys() -> [String]? {
        let keys = addedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; one that had not ended tells its delegate it stopped
    /// unfinished.
    public func removeAnimation(forKey key: String) {
        guard let index = addedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = addedAnimations.remove(at: index)
        if !removed.hasEnded { removed.animation.delegate?.animationDidStop(removed.animation, finished: false) }
    }

    /// Removes every animation, as `removeAnimation(forKey:)` does each.
    public func removeAllAnimations() {
        let removed = addedAnimations
        addedAnimations = []
        for entry in removed where !entry.hasEnded {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
        }
    }
}

/// An animation a layer holds: its key, its copy and whether it has run to its end.
package struct AddedAnimation {
    let key: String?
    let animation: CAAnimation
    let hasEnded: Bool
}
