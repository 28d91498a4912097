// CATransaction: completion blocks (when they run: at the commit, after the group's animations,
// when replaced, when an animation is removed, in nested and implicit transactions), flush()
// inside an explicit transaction, values set by key (NSNumber, Int, CGFloat and Float numbers;
// the setters seen through value(forKey:); nested scopes), the key constants and lock().
//
// catransaction/setcompletionblock(_:): "The completion block object that is guaranteed to be
// called (on the main thread) as soon as all animations subsequently added by this transaction
// group have completed (or have been removed.) If no animations are added before the current
// transaction group is committed (or the completion block is set to a different value,) the block
// will be invoked immediately."
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The completion-block and transaction-value checks.
func transactionChecks(_ report: Report) {
    completionChecks(report)
    nestedCompletionChecks(report)
    flushChecks(report)
    valueChecks(report)
    scopeAndLockChecks(report)
}

private func completionChecks(_ report: Report) {
    do {
        // completionBlock() answers the block set (also by its key); nil outside a transaction that set one
        let before = CATransaction.completionBlock() == nil
        CATransaction.begin()
        CATransaction.setCompletionBlock {}
        let inside = CATransaction.completionBlock() != nil
        let byKey = CATransaction.value(forKey: kCATransactionCompletionBlock) != nil
        CATransaction.commit()
        let after = CATransaction.completionBlock() == nil
        report.same("completion.getterReturnsSetBlock", "\(before),\(inside),\(byKey),\(after)", "true,true,true,true",
                    "\(Doc.transaction)/completionblock()")
    }
    do {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("first") }
        CATransaction.setCompletionBlock { log.entries.append("second") }
        let afterReplace = log.entries.joined(separator: ",")
        CATransaction.commit()
        // "(or the completion block is set to a different value,) the block will be invoked immediately": the first
        // block runs when it is replaced, the second at the commit (no animations)
        report.same("completion.replacedBlockRunsImmediately", "\(afterReplace)|\(log.entries.joined(separator: ","))",
                    "first|first,second", Doc.completion)
    }
    do {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("done") }
        let beforeCommit = log.entries.count
        CATransaction.commit()
        // no animation added → invoked at the commit (not before)
        report.same("completion.noAnimationRunsAtCommitNotBefore", "\(beforeCommit),\(log.entries.count)", "0,1",
                    Doc.completion)
    }
    do {
        let (root, renderer) = shownRoot()
        let log = EventLog()
        CATransaction.begin()
        root.add(fade(10), forKey: "early")          // added BEFORE the block is set
        CATransaction.setCompletionBlock { log.entries.append("done") }
        CATransaction.commit()
        // only animations "subsequently added" count: the 10 s fade was added before → none counted → immediately
        report.same("completion.ignoresAnimationsAddedBeforeBlockSet", "\(log.entries.count)", "1",
                    "\(Doc.completion): 'all animations subsequently added'")
        withExtendedLifetime(renderer) {}
    }
    do {
        let (root, renderer) = shownRoot()
        let log = EventLog()
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("done") }
        let a = fade(0.5)
        a.beginTime = t0 + 0.001
        let b = fade(1.0)
        b.beginTime = t0 + 0.001
        root.add(a, forKey: "a")
        root.add(b, forKey: "b")
        CATransaction.commit()
        let atCommit = log.entries.count
        drawFrame(renderer, at: t0 + 0.75)
        let mid = log.entries.count
        drawFrame(renderer, at: t0 + 1.5)
        // "as soon as all animations ... have completed": after the 0.5 s one ends the 1 s one still runs → 0;
        // after both → 1
        report.same("completion.waitsForLongestAnimation", "\(atCommit),\(mid),\(log.entries.count)", "0,0,1",
                    "\(Doc.completion): 'as soon as all animations … have completed'")
    }
    do {
        let (root, renderer) = shownRoot()
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        root.addSublayer(child)
        drawFrame(renderer, at: CACurrentMediaTime())
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { log.entries.append("done") }
        child.opacity = 0.2                          // implicit animation
        CATransaction.commit()
        let atCommit = log.entries.count
        drawFrame(renderer, at: CACurrentMediaTime() + 1.0)
        // the implicit animation is an animation added by the group → the block runs after it ends
        report.same("completion.waitsForImplicitAnimation", "\(atCommit),\(log.entries.count)", "0,1", Doc.completion)
    }
    do {
        let (root, renderer) = shownRoot()
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("done") }
        root.add(fade(10), forKey: "long")
        CATransaction.commit()
        let atCommit = log.entries.count
        root.removeAnimation(forKey: "long")
        CATransaction.flush()
        drawFrame(renderer, at: CACurrentMediaTime() + 0.05)
        // "(or have been removed.)": removing the only animation completes the group → 1
        report.same("completion.runsWhenAnimationRemoved", "\(atCommit),\(log.entries.count)", "0,1",
                    "\(Doc.completion): '(or have been removed.)'")
    }
    do {
        let layer = committedLayer()
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.entries.append("done") }
        layer.opacity = 0.3
        CATransaction.commit()
        // actions disabled → no animation added → invoked at the commit
        report.same("completion.disabledActionsRunsAtCommit", "\(log.entries.count)", "1",
                    "\(Doc.disableActions); \(Doc.completion)")
    }
    do {
        let log = EventLog()
        CATransaction.flush()
        CATransaction.setCompletionBlock { log.entries.append("done") }   // the implicit transaction's
        let before = log.entries.count
        CATransaction.flush()
        // catransaction: implicit transactions "are committed automatically when the thread's runloop next
        // iterates"; flush() commits it; no animation → the block runs at that commit
        report.same("completion.implicitTransactionBlockRunsAtFlush", "\(before),\(log.entries.count)", "0,1",
                    "\(Doc.transaction); \(Doc.flush)")
    }
}

private func nestedCompletionChecks(_ report: Report) {
    do {
        let (root, renderer) = shownRoot()
        let log = EventLog()
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("outer") }
        CATransaction.begin()
        let anim = fade(1.0)
        anim.beginTime = t0 + 0.001
        root.add(anim, forKey: "inner")
        CATransaction.commit()
        CATransaction.commit()
        let atCommit = log.entries.count
        drawFrame(renderer, at: t0 + 2)
        // the nested transaction is part of the outer "transaction group": its animation is "subsequently added by
        // this transaction group" → the outer block waits for it: 0 at the commit, 1 after it ends
        report.same("completion.outerWaitsForAnimationOfNestedTransaction", "\(atCommit),\(log.entries.count)", "0,1",
                    Doc.completion)
    }
    do {
        let (root, renderer) = shownRoot()
        let log = EventLog()
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("inner") }
        let anim = fade(1.0)
        anim.beginTime = t0 + 0.001
        root.add(anim, forKey: "inner")
        CATransaction.commit()
        CATransaction.commit()
        let atCommit = log.entries.joined(separator: ",")
        drawFrame(renderer, at: t0 + 2)
        // the inner block waits for its animation; the outer group contains the inner one, so the animation was
        // added by it too → the outer block also waits: nothing at the commit, both after the animation ends
        report.same("completion.nestedBothWaitForInnerAnimation",
                    "\(atCommit)|\(log.entries.sorted().joined(separator: ","))", "|inner,outer", Doc.completion,
                    uncertain: "Apple does not say whether a nested group's animations count for the outer block")
    }
}

private func flushChecks(_ report: Report) {
    do {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("done") }
        CATransaction.flush()
        let afterFlush = log.entries.count
        CATransaction.commit()
        // catransaction/flush(): "Flushes any extant implicit transaction. Delays the commit until any nested
        // explicit transactions have completed." → the explicit transaction is not committed by flush → 0, then 1
        report.same("transaction.flushInsideExplicitDoesNotCommitIt", "\(afterFlush),\(log.entries.count)", "0,1",
                    "\(Doc.flush): 'Delays the commit until any nested explicit transactions have completed'")
    }
    do {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.flush()
        let d = CATransaction.animationDuration()
        CATransaction.commit()
        // flush does not end the explicit transaction: its duration 2 is still in effect
        report.number("transaction.flushInsideExplicitKeepsSettings", d, 2, tol: 0.001, Doc.flush)
    }
}

// catransaction ('Transaction properties'): "kCATransactionAnimationDuration: Duration, in seconds … The value for
// this key must be an instance of NSNumber." kCATransactionDisableActions: "If YES … The value for this key must be
// an instance of NSNumber." Swift numbers passed as Any bridge to NSNumber on Apple's platforms.
private func valueChecks(_ report: Report) {
    do {
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: 0.6), forKey: kCATransactionAnimationDuration)
        let d = CATransaction.animationDuration()
        CATransaction.commit()
        report.number("values.durationNSNumber", d, 0.6, tol: 0.001, Doc.keys)
    }
    do {
        CATransaction.begin()
        CATransaction.setValue(1, forKey: kCATransactionAnimationDuration)        // Int literal → NSNumber(1)
        let d = CATransaction.animationDuration()
        CATransaction.commit()
        report.number("values.durationIntValue", d, 1, tol: 0.001, Doc.keys)
    }
    do {
        CATransaction.begin()
        CATransaction.setValue(CGFloat(0.4), forKey: kCATransactionAnimationDuration)
        let d = CATransaction.animationDuration()
        CATransaction.commit()
        report.number("values.durationCGFloatValue", d, 0.4, tol: 0.001, Doc.keys)
    }
    do {
        CATransaction.begin()
        CATransaction.setValue(Float(0.5), forKey: kCATransactionAnimationDuration)
        let d = CATransaction.animationDuration()
        CATransaction.commit()
        report.number("values.durationFloatValue", d, 0.5, tol: 0.001, Doc.keys)
    }
    do {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
        let flag = CATransaction.disableActions()
        layer.opacity = 0.3
        CATransaction.commit()
        report.same("values.disableActionsNSNumber", "\(flag),\(layer.animation(forKey: "opacity") == nil)", "true,true",
                    Doc.keys)
    }
    do {
        CATransaction.begin()
        CATransaction.setValue(1, forKey: kCATransactionDisableActions)            // Int 1 → NSNumber YES
        let flag = CATransaction.disableActions()
        CATransaction.commit()
        report.same("values.disableActionsIntOne", "\(flag)", "true", Doc.keys)
    }
    do {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.7)
        CATransaction.setDisableActions(true)
        let fn = CAMediaTimingFunction(name: .easeOut)
        CATransaction.setAnimationTimingFunction(fn)
        let d = numText(CATransaction.value(forKey: kCATransactionAnimationDuration))
        let raw = CATransaction.value(forKey: kCATransactionDisableActions)
        let da = (raw as? Bool) ?? (raw as? NSNumber)?.boolValue
        let tf = CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
        CATransaction.commit()
        // the setters are conveniences for these keys: value(forKey:) answers what they set
        report.same("values.settersVisibleThroughValueForKey", "\(d),\(da.map { "\($0)" } ?? "nil"),\(tf === fn)",
                    "0.700,true,true", "\(Doc.duration): 'Convenience method for the kCATransactionAnimationDuration key'")
    }
    do {
        let fn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.begin()
        CATransaction.setValue(fn, forKey: kCATransactionAnimationTimingFunction)
        let got = CATransaction.animationTimingFunction() === fn
        CATransaction.commit()
        report.same("values.timingFunctionByKey", "\(got)", "true", "\(Doc.transaction)/animationtimingfunction()")
    }
    // the key constants' values (the string constants of CATransaction.h, CALayer.h and CAAnimation.h)
    report.same("values.keyConstantStrings",
                [kCATransactionAnimationDuration, kCATransactionDisableActions, kCATransactionAnimationTimingFunction,
                 kCATransactionCompletionBlock, kCAOnOrderIn, kCAOnOrderOut, kCATransition].joined(separator: ","),
                "animationDuration,disableActions,animationTimingFunction,completionBlock,onOrderIn,onOrderOut,transition",
                "CATransaction.h, CALayer.h, CAAnimation.h string constants")
}

private func scopeAndLockChecks(_ report: Report) {
    do {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        layer.opacity = 0.4
        CATransaction.commit()
        CATransaction.commit()
        // nested data scope: the inner transaction reads the outer's disableActions → no animation
        report.same("values.outerDisableActionsCoversInner", layer.animation(forKey: "opacity") == nil ? "nil" : "anim",
                    "nil", "\(Doc.transaction): transactions nest; \(Doc.disableActions)")
    }
    do {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        layer.opacity = 0.4
        CATransaction.commit()
        CATransaction.commit()
        report.number("values.outerDurationCoversInnerImplicit", layer.animation(forKey: "opacity")?.duration ?? -1, 2,
                      tol: 0.001, "\(Doc.transaction): transactions nest; \(Doc.duration)")
    }
    do {
        // lock(): "Attempts to acquire a recursive spin-lock lock, ensuring that returned layer values are valid
        // until unlocked." Another thread's lock() waits for our unlock(), so it appends after us whenever it runs.
        let order = LockedOrder()
        CATransaction.lock()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            CATransaction.lock()
            order.append("other")
            CATransaction.unlock()
            done.signal()
        }
        Thread.sleep(forTimeInterval: 0.1)
        order.append("main")
        CATransaction.unlock()
        _ = done.wait(timeout: .now() + 5)
        report.same("transaction.lockExcludesOtherThread", order.joined, "main,other", Doc.lock)
    }
}

/// Entries appended from two threads, guarded by a lock of its own.
private final class LockedOrder: @unchecked Sendable {
    private let guardLock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) {
        guardLock.lock()
        entries.append(entry)
        guardLock.unlock()
    }

    var joined: String {
        guardLock.lock()
        defer { guardLock.unlock() }
        return entries.joined(separator: ",")
    }
}
