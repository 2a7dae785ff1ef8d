import Foundation

extension ClassOverrides {
    /// Classes never made, each overriding one member, so its override table names that member's
    /// descriptor: first members no reader calls, then the getters and a container's methods an
    /// update asks again, then the stored properties whose getters a reader asks again.
    @MainActor
    enum Probes {
        static let harmless: [AnyClass] = [
            LayoutSubviews.self, UpdateConstraints.self, TraitCollectionDidChange.self,
            TouchesBegan.self, TouchesMoved.self, TouchesEnded.self, TouchesCancelled.self,
            BeginTracking.self, EndTracking.self,
            CellSetSelected.self, CellSetHighlighted.self, CellPrepareForReuse.self, ReusablePrepareForReuse.self,
            Activate.self, Increment.self, Decrement.self, Scroll.self, Escape.self, MagicTap.self,
            DidBecomeFocused.self, DidLoseFocus.self, LayoutMarginsDidChange.self, InvalidateIntrinsicContentSize.self,
            IntrinsicContentSize.self, HitTest.self, PointInside.self, BecomeFirstResponder.self, ResignFirstResponder.self,
            CancelTracking.self, SendActions.self, SendAction.self, CellSetEditing.self, TableSetEditing.self,
            BackgroundColor.self, Tag.self,
            LabelTextColor.self, FieldTextColor.self, TextViewTextColor.self, SwitchOnTintColor.self, SwitchThumbTintColor.self,
            IndicatorColor.self, ButtonSetTitleColor.self, ButtonTitleColor.self,
            ButtonSetTitle.self, ButtonSetImage.self, LabelAttributedText.self, LabelHighlighted.self,
            LabelAdjustsFont.self, FieldAdjustsFont.self, TextViewAdjustsFont.self, FieldFont.self, TextViewFont.self,
            PreferredMaxLayoutWidth.self, StackAxis.self, StackDistribution.self, StackAlignment.self, StackSpacing.self,
            AutoresizingMask.self, TranslatesAutoresizingMask.self, FieldBorderStyle.self,
            UserInteractionEnabled.self, CanBecomeFirstResponder.self, ScrollEnabled.self,
            SetNeedsLayout.self, LayoutIfNeeded.self, AddSubview.self, InsertSubviewAt.self, InsertSubviewAbove.self,
            InsertSubviewBelow.self, RemoveFromSuperview.self, BringSubviewToFront.self, SendSubviewToBack.self,
            SwitchSetOn.self, SliderSetValue.self, TableReloadData.self, CollectionReloadData.self,
            StackAddArranged.self, StackInsertArranged.self, StackRemoveArranged.self,
            SegmentSetTitle.self, SegmentSetImage.self, SegmentSetEnabled.self, SegmentInsertTitle.self,
            SegmentInsertImage.self, SegmentRemove.self, SegmentRemoveAll.self,
            CellSelectionStyle.self, CellIsEditing.self, TableRowHeight.self, PagingEnabled.self,
            TableAllowsSelection.self, CollectionAllowsSelection.self, FieldDelegate.self, Next.self,
            WillMoveToSuperview.self, DidMoveToSuperview.self, WillMoveToWindow.self, DidMoveToWindow.self,
            DidAddSubview.self, WillRemoveSubview.self, SizeThatFits.self, SizeToFit.self,
        ]

        static let attributes: [AnyClass] = [
            Label.self, Value.self, Hint.self, Traits.self, Language.self, Identifier.self,
            UserInputLabels.self, RespondsToUserInteraction.self, CustomActions.self, CustomRotors.self,
            IsElement.self, Frame.self, ActivationPoint.self, Path.self,
            ButtonTitle.self, ButtonCurrentTitle.self, ButtonImage.self, ButtonCurrentImage.self,
            SliderTrackRect.self, SliderThumbRect.self,
            Elements.self, ElementCount.self, ElementAt.self, IndexOfElement.self,
        ]

        final class LayoutSubviews: UIView { override func layoutSubviews() {} }
        final class UpdateConstraints: UIView { override func updateConstraints() {} }
        final class TraitCollectionDidChange: UIView { override func traitCollectionDidChange(_ previous: UITraitCollection?) {} }
        final class TouchesBegan: UIResponder { override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {} }
        final class TouchesMoved: UIResponder { override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {} }
        final class TouchesEnded: UIResponder { override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {} }
        final class TouchesCancelled: UIResponder { override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {} }
        final class BeginTracking: UIControl { override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true } }
        final class EndTracking: UIControl { override func endTracking(_ touch: UITouch?, with event: UIEvent?) {} }
        final class CellSetSelected: UITableViewCell { override func setSelected(_ selected: Bool, animated: Bool) {} }
        final class CellSetHighlighted: UITableViewCell { override func setHighlighted(_ highlighted: Bool, animated: Bool) {} }
        final class CellPrepareForReuse: UITableViewCell { override func prepareForReuse() {} }
        final class ReusablePrepareForReuse: UICollectionReusableView { override func prepareForReuse() {} }
        final class Activate: NSObject { override func accessibilityActivate() -> Bool { false } }
        final class Increment: NSObject { override func accessibilityIncrement() {} }
        final class Decrement: NSObject { override func accessibilityDecrement() {} }
        final class Scroll: NSObject { override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false } }
        final class Escape: NSObject { override func accessibilityPerformEscape() -> Bool { false } }
        final class MagicTap: NSObject { override func accessibilityPerformMagicTap() -> Bool { false } }
        final class DidBecomeFocused: NSObject { override func accessibilityElementDidBecomeFocused() {} }
        final class DidLoseFocus: NSObject { override func accessibilityElementDidLoseFocus() {} }

        final class LayoutMarginsDidChange: UIView { override func layoutMarginsDidChange() {} }
        final class InvalidateIntrinsicContentSize: UIView { override func invalidateIntrinsicContentSize() {} }
        final class IntrinsicContentSize: UIView { override var intrinsicContentSize: CGSize { .zero } }
        // Touch delivery, the responder chain and actions: inside a gesture, never in a read.
        final class HitTest: UIView { override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil } }
        final class PointInside: UIView { override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false } }
        final class BecomeFirstResponder: UIResponder { override func becomeFirstResponder() -> Bool { false } }
        final class ResignFirstResponder: UIResponder { override func resignFirstResponder() -> Bool { true } }
        final class CancelTracking: UIControl { override func cancelTracking(with event: UIEvent?) {} }
        final class SendActions: UIControl { override func sendActions(for events: UIControl.Event) {} }
        final class SendAction: UIControl { override func sendAction(_ action: UIAction) {} }
        final class CellSetEditing: UITableViewCell { override func setEditing(_ editing: Bool, animated: Bool) {} }
        final class TableSetEditing: UITableView { override func setEditing(_ editing: Bool, animated: Bool) {} }
        // Appearance and the app's own look-ups: no reader that keeps what it read asks them
        // (docs/architecture.md, "Keeping the tree"), so observing them (`didSet`) is harmless.
        final class BackgroundColor: UIView { override var backgroundColor: UIColor? { didSet {} } }
        final class Tag: UIView { override var tag: Int { didSet {} } }
        final class LabelTextColor: UILabel { override var textColor: UIColor! { didSet {} } }
        final class FieldTextColor: UITextField { override var textColor: UIColor? { didSet {} } }
        final class TextViewTextColor: UITextView { override var textColor: UIColor? { didSet {} } }
        final class SwitchOnTintColor: UISwitch { override var onTintColor: UIColor? { didSet {} } }
        final class SwitchThumbTintColor: UISwitch { override var thumbTintColor: UIColor? { didSet {} } }
        final class IndicatorColor: UIActivityIndicatorView { override var color: UIColor? { didSet {} } }
        final class ButtonSetTitleColor: UIButton { override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {} }
        final class ButtonTitleColor: UIButton { override func titleColor(for state: UIControl.State) -> UIColor? { nil } }
        // Setters written as methods, and a label's attributed text, which sets and answers through
        // `text` (the getter readers ask, in the table of stored properties below): like a property's
        // setter, they run when the app calls them, and what they store notes its change.
        final class ButtonSetTitle: UIButton { override func setTitle(_ title: String?, for state: UIControl.State) {} }
        final class ButtonSetImage: UIButton { override func setImage(_ image: UIImage?, for state: UIControl.State) {} }
        final class LabelAttributedText: UILabel { override var attributedText: NSAttributedString? { didSet {} } }
        // Drawing only: a highlighted label changes its colour, not what VoiceOver says.
        final class LabelHighlighted: UILabel { override var isHighlighted: Bool { didSet {} } }
        // Asked only where a noted change already made the tree stale: the text size applied to the
        // fonts (a trait change), and the Auto Layout pass and autoresizing, as `intrinsicContentSize`.
        final class LabelAdjustsFont: UILabel { override var adjustsFontForContentSizeCategory: Bool { didSet {} } }
        final class FieldAdjustsFont: UITextField { override var adjustsFontForContentSizeCategory: Bool { didSet {} } }
        final class TextViewAdjustsFont: UITextView { override var adjustsFontForContentSizeCategory: Bool { didSet {} } }
        final class FieldFont: UITextField { override var font: UIFont? { didSet {} } }
        final class TextViewFont: UITextView { override var font: UIFont? { didSet {} } }
        final class PreferredMaxLayoutWidth: UILabel { override var preferredMaxLayoutWidth: CGFloat { didSet {} } }
        final class StackAxis: UIStackView { override var axis: NSLayoutConstraint.Axis { didSet {} } }
        final class StackDistribution: UIStackView { override var distribution: UIStackView.Distribution { didSet {} } }
        final class StackAlignment: UIStackView { override var alignment: UIStackView.Alignment { didSet {} } }
        final class StackSpacing: UIStackView { override var spacing: CGFloat { didSet {} } }
        final class AutoresizingMask: UIView { override var autoresizingMask: UIView.AutoresizingMask { didSet {} } }
        final class TranslatesAutoresizingMask: UIView {
            override var translatesAutoresizingMaskIntoConstraints: Bool { didSet {} }
        }
        final class FieldBorderStyle: UITextField { override var borderStyle: UITextField.BorderStyle { didSet {} } }
        // Asked inside a gesture (a touch's hit test, a double tap that focuses a field, a
        // three-finger scroll), never in a read.
        final class UserInteractionEnabled: UIView { override var isUserInteractionEnabled: Bool { didSet {} } }
        final class CanBecomeFirstResponder: UIResponder { override var canBecomeFirstResponder: Bool { true } }
        final class ScrollEnabled: UIScrollView { override var isScrollEnabled: Bool { didSet {} } }
        // Methods that change the hierarchy or ask for layout: they run when the app or a layout pass
        // calls them, and what they change notes itself.
        final class SetNeedsLayout: UIView { override func setNeedsLayout() {} }
        final class LayoutIfNeeded: UIView { override func layoutIfNeeded() {} }
        final class AddSubview: UIView { override func addSubview(_ view: UIView) {} }
        final class InsertSubviewAt: UIView { override func insertSubview(_ view: UIView, at index: Int) {} }
        final class InsertSubviewAbove: UIView { override func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {} }
        final class InsertSubviewBelow: UIView { override func insertSubview(_ view: UIView, belowSubview sibling: UIView) {} }
        final class RemoveFromSuperview: UIView { override func removeFromSuperview() {} }
        final class BringSubviewToFront: UIView { override func bringSubviewToFront(_ view: UIView) {} }
        final class SendSubviewToBack: UIView { override func sendSubviewToBack(_ view: UIView) {} }
        final class SwitchSetOn: UISwitch { override func setOn(_ on: Bool, animated: Bool) {} }
        final class SliderSetValue: UISlider { override func setValue(_ value: Float, animated: Bool) {} }
        final class TableReloadData: UITableView { override func reloadData() {} }
        final class CollectionReloadData: UICollectionView { override func reloadData() {} }
        final class StackAddArranged: UIStackView { override func addArrangedSubview(_ view: UIView) {} }
        final class StackInsertArranged: UIStackView { override func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {} }
        final class StackRemoveArranged: UIStackView { override func removeArrangedSubview(_ view: UIView) {} }
        final class SegmentSetTitle: UISegmentedControl { override func setTitle(_ title: String?, forSegmentAt segment: Int) {} }
        final class SegmentSetImage: UISegmentedControl { override func setImage(_ image: UIImage?, forSegmentAt segment: Int) {} }
        final class SegmentSetEnabled: UISegmentedControl { override func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {} }
        final class SegmentInsertTitle: UISegmentedControl {
            override func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
        }
        final class SegmentInsertImage: UISegmentedControl {
            override func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {}
        }
        final class SegmentRemove: UISegmentedControl { override func removeSegment(at segment: Int, animated: Bool) {} }
        final class SegmentRemoveAll: UISegmentedControl { override func removeAllSegments() {} }
        // Drawing, layout and editing controls (placed when editing is set), and what only a gesture
        // asks (a tap's selection, paging, a field's delegate, the responder chain of an action).
        final class CellSelectionStyle: UITableViewCell { override var selectionStyle: UITableViewCell.SelectionStyle { didSet {} } }
        final class CellIsEditing: UITableViewCell { override var isEditing: Bool { didSet {} } }
        final class TableRowHeight: UITableView { override var rowHeight: CGFloat { didSet {} } }
        final class PagingEnabled: UIScrollView { override var isPagingEnabled: Bool { didSet {} } }
        final class TableAllowsSelection: UITableView { override var allowsSelection: Bool { didSet {} } }
        final class CollectionAllowsSelection: UICollectionView { override var allowsSelection: Bool { didSet {} } }
        final class FieldDelegate: UITextField { override weak var delegate: UITextFieldDelegate? { didSet {} } }
        final class Next: UIResponder { override var next: UIResponder? { nil } }
        // The hierarchy's hooks: they run when a view moves, a noted change.
        final class WillMoveToSuperview: UIView { override func willMove(toSuperview newSuperview: UIView?) {} }
        final class DidMoveToSuperview: UIView { override func didMoveToSuperview() {} }
        final class WillMoveToWindow: UIView { override func willMove(toWindow newWindow: UIWindow?) {} }
        final class DidMoveToWindow: UIView { override func didMoveToWindow() {} }
        final class DidAddSubview: UIView { override func didAddSubview(_ subview: UIView) {} }
        final class WillRemoveSubview: UIView { override func willRemoveSubview(_ subview: UIView) {} }
        // Asked only by `sizeToFit()` and the app's own code, which sets the frame it answers.
        final class SizeThatFits: UIView { override func sizeThatFits(_ size: CGSize) -> CGSize { .zero } }
        final class SizeToFit: UIView { override func sizeToFit() {} }

        final class Label: NSObject {
            override var accessibilityLabel: String? {
                get { nil }
                set {}
            }
        }
        final class Value: NSObject {
            override var accessibilityValue: String? {
                get { nil }
                set {}
            }
        }
        final class Hint: NSObject {
            override var accessibilityHint: String? {
                get { nil }
                set {}
            }
        }
        final class Traits: NSObject {
            override var accessibilityTraits: UIAccessibilityTraits {
                get { .none }
                set {}
            }
        }
        final class Language: NSObject {
            override var accessibilityLanguage: String? {
                get { nil }
                set {}
            }
        }
        final class Identifier: NSObject {
            override var accessibilityIdentifier: String? {
                get { nil }
                set {}
            }
        }
        final class UserInputLabels: NSObject {
            override var accessibilityUserInputLabels: [String]! {
                get { [] }
                set {}
            }
        }
        final class RespondsToUserInteraction: NSObject {
            override var accessibilityRespondsToUserInteraction: Bool {
                get { false }
                set {}
            }
        }
        final class CustomActions: NSObject {
            override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                get { nil }
                set {}
            }
        }
        final class IsElement: NSObject {
            override var isAccessibilityElement: Bool {
                get { false }
                set {}
            }
        }
        final class Frame: NSObject {
            override var accessibilityFrame: CGRect {
                get { .zero }
                set {}
            }
        }
        final class ActivationPoint: NSObject {
            override var accessibilityActivationPoint: CGPoint {
                get { .zero }
                set {}
            }
        }
        final class Path: NSObject {
            override var accessibilityPath: UIBezierPath? {
                get { nil }
                set {}
            }
        }
        final class Elements: NSObject {
            override var accessibilityElements: [Any]? {
                get { nil }
                set {}
            }
        }
        final class ElementCount: NSObject { override func accessibilityElementCount() -> Int { 0 } }
        final class ElementAt: NSObject { override func accessibilityElement(at index: Int) -> Any? { nil } }
        final class IndexOfElement: NSObject { override func index(ofAccessibilityElement element: Any) -> Int { 0 } }
        // A button's label is its title, else its image's: what these answer reaches its element alone.
        final class ButtonTitle: UIButton { override func title(for state: UIControl.State) -> String? { nil } }
        final class ButtonCurrentTitle: UIButton { override var currentTitle: String? { nil } }
        final class ButtonImage: UIButton { override func image(for state: UIControl.State) -> UIImage? { nil } }
        final class ButtonCurrentImage: UIButton { override var currentImage: UIImage? { nil } }
        // A slider's activation point is its thumb's centre.
        final class SliderTrackRect: UISlider { override func trackRect(forBounds bounds: CGRect) -> CGRect { .zero } }
        final class SliderThumbRect: UISlider {
            override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect { .zero }
        }
        final class CustomRotors: NSObject {
            override var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
                get { nil }
                set {}
            }
        }

        /// Properties Earshot stores whose getters readers call, each observed as apps observe them,
        /// with how its getter's answer is taken. The walk reads the view's visibility and geometry (a
        /// scroll view's content offset is its bounds' origin, its content size bounds its scrolling)
        /// and whether an object hides its elements, is modal, groups its children, is a container of
        /// a kind or navigates them in a style; an element's attributes read a control's and a cell's
        /// flags, a switch's state, a slider's value and a label's or a field's text; a label's font
        /// and lines size it; an image view's label follows its image. A control's flags, a switch's
        /// state and a slider's value reach only their element's words, as their setters note.
        static let storedProperties: [(AnyClass, ClassOverrides.StoredPropertyGetter)] = [
            (IsHidden.self, answer(UIView.self, { $0.isHidden }, asStored: { $0.storedIsHidden })),
            (Alpha.self, answer(UIView.self, { $0.alpha }, asStored: { $0.storedAlpha })),
            (Bounds.self, answer(UIView.self, { $0.bounds }, asStored: { $0.storedBounds })),
            (ViewFrame.self, answer(UIView.self, { $0.frame }, asStored: { $0.storedFrame })),
            (Center.self, answer(UIView.self, { $0.center }, asStored: { $0.storedCenter })),
            (ControlEnabled.self, answer(UIControl.self, { $0.isEnabled }, asStored: { $0.storedIsEnabled }, reachesOnlyAttributes: true)),
            (
                ControlSelected.self,
                answer(UIControl.self, { $0.isSelected }, asStored: { $0.storedIsSelected }, reachesOnlyAttributes: true)
            ),
            (
                ControlHighlighted.self,
                answer(UIControl.self, { $0.isHighlighted }, asStored: { $0.storedIsHighlighted }, reachesOnlyAttributes: true)
            ),
            (TableCellSelected.self, answer(UITableViewCell.self, { $0.isSelected }, asStored: { $0.storedIsSelected })),
            (TableCellHighlighted.self, answer(UITableViewCell.self, { $0.isHighlighted }, asStored: { $0.storedIsHighlighted })),
            (CollectionCellSelected.self, answer(UICollectionViewCell.self, { $0.isSelected }, asStored: { $0.storedIsSelected })),
            (CollectionCellHighlighted.self, answer(UICollectionViewCell.self, { $0.isHighlighted }, asStored: { $0.storedIsHighlighted })),
            (LabelText.self, answer(UILabel.self, { $0.text }, asStored: { $0.storedText })),
            (FieldText.self, answer(UITextField.self, { $0.text }, asStored: { $0.storedText })),
            (ImageViewImage.self, answerObject(UIImageView.self, { $0.image }, asStored: { $0.storedImage })),
            (LabelFont.self, answer(UILabel.self, { $0.font }, asStored: { $0.storedFont })),
            (ContentOffset.self, answer(UIScrollView.self, { $0.contentOffset }, asStored: { $0.storedBounds.origin })),
            (
                ElementsHidden.self,
                answer(NSObject.self, { $0.accessibilityElementsHidden }, asStored: { $0.accessibilityOverrides.elementsHidden })
            ),
            (ViewIsModal.self, answer(NSObject.self, { $0.accessibilityViewIsModal }, asStored: { $0.accessibilityOverrides.viewIsModal })),
            (
                GroupsChildren.self,
                answer(NSObject.self, { $0.shouldGroupAccessibilityChildren }, asStored: { $0.accessibilityOverrides.groupsChildren })
            ),
            (
                ContainerType.self,
                answer(NSObject.self, { $0.accessibilityContainerType }, asStored: { $0.accessibilityOverrides.containerType })
            ),
            (
                NavigationStyle.self,
                answer(NSObject.self, { $0.accessibilityNavigationStyle }, asStored: { $0.accessibilityOverrides.navigationStyle })
            ),
            (NumberOfLines.self, answer(UILabel.self, { $0.numberOfLines }, asStored: { $0.storedNumberOfLines })),
            (ContentSize.self, answer(UIScrollView.self, { $0.contentSize }, asStored: { $0.storedContentSize })),
            (SwitchIsOn.self, answer(UISwitch.self, { $0.isOn }, asStored: { $0.storedIsOn }, reachesOnlyAttributes: true)),
            (SliderValue.self, answer(UISlider.self, { $0.value }, asStored: { $0.storedValue }, reachesOnlyAttributes: true)),
            (LabelEnabled.self, answer(UILabel.self, { $0.isEnabled }, asStored: { $0.storedIsEnabled }, reachesOnlyAttributes: true)),
            (FieldPlaceholder.self, answer(UITextField.self, { $0.placeholder }, asStored: { $0.storedPlaceholder })),
            (FieldSecureTextEntry.self, answer(UITextField.self, { $0.isSecureTextEntry }, asStored: { $0.storedIsSecureTextEntry })),
            (ClipsToBounds.self, answer(UIView.self, { $0.clipsToBounds }, asStored: { $0.storedClipsToBounds })),
            (CellAccessoryType.self, answer(UITableViewCell.self, { $0.accessoryType }, asStored: { $0.storedAccessoryType })),
            (TextViewText.self, answer(UITextView.self, { $0.text }, asStored: { $0.storedText })),
            (
                SelectedSegment.self,
                answer(UISegmentedControl.self, { $0.selectedSegmentIndex }, asStored: { $0.storedSelectedSegmentIndex })
            ),
            (NumberOfPages.self, answer(UIPageControl.self, { $0.numberOfPages }, asStored: { $0.storedNumberOfPages })),
            (CurrentPage.self, answer(UIPageControl.self, { $0.currentPage }, asStored: { $0.storedCurrentPage })),
            (Progress.self, answer(UIProgressView.self, { $0.progress }, asStored: { $0.storedProgress }, reachesOnlyAttributes: true)),
            (StepperValue.self, answer(UIStepper.self, { $0.value }, asStored: { $0.storedValue }, reachesOnlyAttributes: true)),
            (PickerDate.self, answer(UIDatePicker.self, { $0.date }, asStored: { $0.storedDate })),
            (ImageViewHighlighted.self, answer(UIImageView.self, { $0.isHighlighted }, asStored: { $0.storedIsHighlighted })),
            (
                ImageViewHighlightedImage.self,
                answerObject(UIImageView.self, { $0.highlightedImage }, asStored: { $0.storedHighlightedImage })
            ),
            (CellAccessoryView.self, answerObject(UITableViewCell.self, { $0.accessoryView }, asStored: { $0.storedAccessoryView })),
        ]

        /// An object's `getter`, with whether it answers what `stored` holds. The table hands it only
        /// objects of `Object`'s class; another object answers an empty value that is never stored.
        /// Closures rather than key paths: each is a direct call, asked at every gesture.
        private static func answer<Object: NSObject, Value: GetterValueConvertible>(
            _: Object.Type, _ getter: @escaping @MainActor (Object) -> Value,
            asStored stored: @escaping @MainActor (Object) -> Value, reachesOnlyAttributes: Bool = false
        ) -> ClassOverrides.StoredPropertyGetter {
            ClassOverrides.StoredPropertyGetter(
                answer: { object in
                    guard let object = object as? Object else { return (.object(nil), false) }
                    let value = getter(object)
                    return (value.getterValue, value == stored(object))
                }, reachesOnlyAttributes: reachesOnlyAttributes)
        }

        /// `answer` for a property holding an object (an image, a view), compared by identity.
        private static func answerObject<Object: NSObject>(
            _: Object.Type, _ getter: @escaping @MainActor (Object) -> AnyObject?,
            asStored stored: @escaping @MainActor (Object) -> AnyObject?
        ) -> ClassOverrides.StoredPropertyGetter {
            ClassOverrides.StoredPropertyGetter(
                answer: { object in
                    guard let object = object as? Object else { return (.object(nil), false) }
                    let value = getter(object)
                    return (.object(value), value === stored(object))
                }, reachesOnlyAttributes: false)
        }

        final class IsHidden: UIView { override var isHidden: Bool { didSet {} } }
        final class Alpha: UIView { override var alpha: CGFloat { didSet {} } }
        final class Bounds: UIView { override var bounds: CGRect { didSet {} } }
        final class ViewFrame: UIView { override var frame: CGRect { didSet {} } }
        final class Center: UIView { override var center: CGPoint { didSet {} } }
        final class ControlEnabled: UIControl { override var isEnabled: Bool { didSet {} } }
        final class ControlSelected: UIControl { override var isSelected: Bool { didSet {} } }
        final class ControlHighlighted: UIControl { override var isHighlighted: Bool { didSet {} } }
        final class TableCellSelected: UITableViewCell { override var isSelected: Bool { didSet {} } }
        final class TableCellHighlighted: UITableViewCell { override var isHighlighted: Bool { didSet {} } }
        final class CollectionCellSelected: UICollectionViewCell { override var isSelected: Bool { didSet {} } }
        final class CollectionCellHighlighted: UICollectionViewCell { override var isHighlighted: Bool { didSet {} } }
        final class LabelText: UILabel { override var text: String? { didSet {} } }
        final class FieldText: UITextField { override var text: String? { didSet {} } }
        final class ImageViewImage: UIImageView { override var image: UIImage? { didSet {} } }
        final class LabelFont: UILabel { override var font: UIFont! { didSet {} } }
        final class ContentOffset: UIScrollView { override var contentOffset: CGPoint { didSet {} } }
        final class ElementsHidden: NSObject { override var accessibilityElementsHidden: Bool { didSet {} } }
        final class ViewIsModal: NSObject { override var accessibilityViewIsModal: Bool { didSet {} } }
        final class GroupsChildren: NSObject { override var shouldGroupAccessibilityChildren: Bool { didSet {} } }
        final class ContainerType: NSObject { override var accessibilityContainerType: UIAccessibilityContainerType { didSet {} } }
        final class NavigationStyle: NSObject {
            override var accessibilityNavigationStyle: UIAccessibilityNavigationStyle { didSet {} }
        }
        final class NumberOfLines: UILabel { override var numberOfLines: Int { didSet {} } }
        final class ContentSize: UIScrollView { override var contentSize: CGSize { didSet {} } }
        final class SwitchIsOn: UISwitch { override var isOn: Bool { didSet {} } }
        final class SliderValue: UISlider { override var value: Float { didSet {} } }
        final class LabelEnabled: UILabel { override var isEnabled: Bool { didSet {} } }
        final class FieldPlaceholder: UITextField { override var placeholder: String? { didSet {} } }
        final class FieldSecureTextEntry: UITextField { override var isSecureTextEntry: Bool { didSet {} } }
        final class ClipsToBounds: UIView { override var clipsToBounds: Bool { didSet {} } }
        final class CellAccessoryType: UITableViewCell { override var accessoryType: UITableViewCell.AccessoryType { didSet {} } }
        final class TextViewText: UITextView { override var text: String! { didSet {} } }
        final class SelectedSegment: UISegmentedControl { override var selectedSegmentIndex: Int { didSet {} } }
        final class NumberOfPages: UIPageControl { override var numberOfPages: Int { didSet {} } }
        final class CurrentPage: UIPageControl { override var currentPage: Int { didSet {} } }
        final class Progress: UIProgressView { override var progress: Float { didSet {} } }
        final class StepperValue: UIStepper { override var value: Double { didSet {} } }
        final class PickerDate: UIDatePicker { override var date: Date { didSet {} } }
        final class ImageViewHighlighted: UIImageView { override var isHighlighted: Bool { didSet {} } }
        final class ImageViewHighlightedImage: UIImageView { override var highlightedImage: UIImage? { didSet {} } }
        final class CellAccessoryView: UITableViewCell { override var accessoryView: UIView? { didSet {} } }
    }
}
