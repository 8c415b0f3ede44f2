// Pages at the exact routes of the spec (§2). Tab pages and login live in the main package; everything else in
// the four subpackages, which the tab pages preload. Later issues add their pages to the subpackages here.
export default defineAppConfig({
  entryPagePath: 'pages/launch/index',
  pages: [
    'pages/launch/index',
    'pages/index/index',
    'pages/index/map',
    'pages/index/apply',
    'pages/index/cloudVideo',
    'pages/index/my',
    'pages/index/workFlow',
    'pages/index/contacts',
    'pages/login/index',
    'pages/login/otherLogin',
    'pages/login/weChatBinding'
  ],
  subPackages: [
    { root: 'pages/message', pages: ['userDetail/index', 'im/index', 'message/index', 'messageDetail/index'] },
    {
      root: 'pages/workFlow',
      pages: [
        'allApp/index',
        'flowLaunch/index',
        'flowTodo/index',
        'batch/index',
        'flowDone/index',
        'flowModal/index',
        'autoSign/index',
        'autoSign/webview',
        'flowCopy/index',
        'entrust/index',
        'entrust/form',
        'entrust/flow',
        'candiDateUserSelect/index',
        'scanForm/index',
        'flowBefore/index',
        'operate/index',
        'comment/index'
      ]
    },
    {
      root: 'pages/apply',
      pages: [
        'externalLink/index',
        'unavailable/index',
        'dynamicModel/index',
        'dynamicModel/form',
        'dynamicModel/detail',
        'dynamicModel/scanForm',
        'popSelect/index',
        'tableSelect/index',
        'tableTreeSelector/index',
        'tableLinkage/index',
        'reportHidden/index',
        'dangerList/index',
        'hiddenDanger/index',
        'hiddenDangerLedger/index',
        'rectification/index',
        'rectificationAddDetail/index',
        'safetyManage/index',
        'hotWork/index',
        'safetyMorin/index',
        'specialEquipment/index',
        'emergencyManagement/index',
        'safetyTrain/safeTrainOnlineExam/index',
        'examinationRecord/index',
        'earlyWarning/index',
        'workMessage/index',
        'workMessage/addMessage',
        'schedule/index',
        'schedule/form',
        'reportLog/index',
        'reportLog/form',
        'progressManage/contractDetails/index',
        'wbsTree/index',
        'progressManage/progressFilling/index',
        'progressManage/progressDailyReport/index',
        'progressManage/progressDailyReport/fill',
        'progressManage/weekProgress/index',
        'progressManage/approvalDailyReport/index',
        'homepage/index',
        'homepage/projectOverview/index',
        'homepage/projectInvestment/index',
        'homepage/projectOverallProgress/index',
        'homepage/safetyHazardsManage/index',
        'laboratoryManagement/incomingMaterials/index',
        'laboratoryManagement/materialSummary/index',
        'laboratoryManagement/materialSummary/summary',
        'meterManage/meterApprove/index',
        'attendanceManagement/attendanceClock/index',
        'attendanceManagement/punchClockRecord/index',
        'attendanceManagement/punshClockStatistics/index',
        'attendanceManagementFieldService/photoCheck/index',
        'attendanceManagementFieldService/punchClockRecord/index',
        'attendanceManagementFieldService/punshClockStatistics/index',
        'contractWorkersInfo/index',
        'contractWorkersInfo/form',
        'batchESignature/index',
        'batchESignature/testIndex',
        'digitalSign/index',
        'myTasks/index',
        'myTasks/taskDetail',
        'publishTask/index',
        'publishTask/increasePublishPage',
        'auditTask/index',
        'auditTask/auditDetail'
      ]
    },
    // the generic form page of spec §2: one small page that hands over to the low-code engine in pages/apply
    { root: 'pages/form', pages: ['index'] },
    {
      root: 'pages/my',
      pages: [
        'settings/index',
        'scanResult/index',
        'modifyPsd/index',
        'contactUs/index',
        'abouts/index',
        'accountSecurity/index',
        'cancellation/index',
        'personalData/index',
        'business/index',
        'subordinate/index',
        'outbox/index'
      ]
    }
  ],
  preloadRule: {
    'pages/index/index': { network: 'all', packages: ['pages/message'] },
    'pages/index/apply': { network: 'all', packages: ['pages/apply'] },
    'pages/index/my': { network: 'all', packages: ['pages/my'] },
    'pages/index/workFlow': { network: 'all', packages: ['pages/workFlow'] }
  },
  tabBar: {
    color: '#303133',
    selectedColor: '#2979FF',
    backgroundColor: '#ffffff',
    borderStyle: 'black',
    list: [
      { pagePath: 'pages/index/index', text: '消息', iconPath: 'assets/tabbar/message.png', selectedIconPath: 'assets/tabbar/message-active.png' },
      { pagePath: 'pages/index/map', text: '地图', iconPath: 'assets/tabbar/map.png', selectedIconPath: 'assets/tabbar/map-active.png' },
      { pagePath: 'pages/index/apply', text: '工作台', iconPath: 'assets/tabbar/apply.png', selectedIconPath: 'assets/tabbar/apply-active.png' },
      { pagePath: 'pages/index/cloudVideo', text: '云视频', iconPath: 'assets/tabbar/video.png', selectedIconPath: 'assets/tabbar/video-active.png' },
      { pagePath: 'pages/index/my', text: '我的', iconPath: 'assets/tabbar/my.png', selectedIconPath: 'assets/tabbar/my-active.png' }
    ]
  },
  window: {
    backgroundTextStyle: 'dark',
    backgroundColor: '#f0f2f6',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '公路建设云平台',
    navigationBarTextStyle: 'black',
    navigationStyle: 'custom'
  },
  darkmode: false,
  debug: false,
  permission: {
    'scope.userLocation': { desc: '用于考勤打卡定位、电子围栏校验、项目地图定位和在现场照片上标注拍摄位置与桩号' }
  },
  // precise location only: a fuzzy fix (getFuzzyLocation, which excludes these) is too coarse for a chainage
  requiredPrivateInfos: ['getLocation', 'chooseLocation']
})
