import NibKitLoader

extension ClassRegistry {
    /// Registers every UIKit model class under its Interface Builder names.
    mutating func registerUIKitClasses() {
        let classes: [NibObject.Type] = [
            // Views
            UIView.self, UIWindow.self, UILabel.self, UIImageView.self, UIStackView.self, UIScrollView.self,
            UITextView.self, UIActivityIndicatorView.self, UIProgressView.self, UIPickerView.self,
            UIVisualEffectView.self, WKWebView.self, MKMapView.self,
            // Controls
            UIControl.self, UIButton.self, UITextField.self, UISwitch.self, UISlider.self, UIStepper.self,
            UISegmentedControl.self, UIPageControl.self, UIDatePicker.self,
            // Lists
            UITableView.self, UITableViewCell.self, UITableViewCellContentView.self, UITableViewSection.self,
            UICollectionView.self, UICollectionReusableView.self, UICollectionViewCell.self,
            UICollectionViewCellContentView.self, UICollectionViewLayout.self, UICollectionViewFlowLayout.self,
            // Bars
            UINavigationBar.self, UINavigationItem.self, UIToolbar.self, UITabBar.self, UITabBarItem.self,
            UIBarButtonItem.self, UISearchBar.self, UISearchDisplayController.self,
            // Menus
            UIMenu.self, UICommand.self, UIAction.self,
            // Gesture recognizers
            UITapGestureRecognizer.self, UIPanGestureRecognizer.self, UIScreenEdgePanGestureRecognizer.self,
            UILongPressGestureRecognizer.self, UISwipeGestureRecognizer.self, UIPinchGestureRecognizer.self,
            UIRotationGestureRecognizer.self, UIHoverGestureRecognizer.self,
            // View controllers
            UIViewController.self, UINavigationController.self, UITabBarController.self, UISplitViewController.self,
            UIPageViewController.self, UITableViewController.self, UICollectionViewController.self,
            // Storyboards: references, exits and compiled segue templates
            UIStoryboardReference.self, UIStoryboardUnwindSegueSource.self, UIStoryboardSegueTemplate.self,
            UIStoryboardShowSegueTemplate.self, UIStoryboardPushSegueTemplate.self, UIStoryboardEmbedSegueTemplate.self,
            UIStoryboardReplaceSegueTemplate.self, UIStoryboardRelationshipSegueTemplate.self,
            UIStoryboardModalSegueTemplate.self, UIStoryboardPresentationSegueTemplate.self,
            UIStoryboardPopoverSegueTemplate.self, UIStoryboardPopoverPresentationSegueTemplate.self,
            UIStoryboardUnwindSegueTemplate.self, UIStoryboardShowDetailSegueTemplate.self,
            UIStoryboardCustomSegueTemplate.self,
        ]
        for type in classes {
            register(type, names: [String(describing: type)])
        }
        // Compiled-nib classes
        register(UIWebView.self, as: "UIWebView")
        register(UITableViewCellSeparatorView.self, as: "_UITableViewCellSeparatorView")
    }
}
